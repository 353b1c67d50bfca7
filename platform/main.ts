import { startPlatform } from './app';
import { join } from 'node:path';
import { runPlatformProcesses, workerPlan, type SharedServices } from './cluster';
import { envWarnings, platformEnv } from './env';
import { UnsafeProductionError, assertSafeForProduction } from './production-secrets';
import { mailSettingProblems } from './modules/mail';
import { describeDemoLogins } from './seed';
import { startEmbeddedS3 } from './storage';

/** `npm run platform`: the embedded operator platform, configured from the environment. */
async function main(): Promise<void> {
  const env = platformEnv();
  assertSafeForProduction(env, mailSettingProblems(env));
  for (const warning of envWarnings(env)) console.warn(`[platform] warning: ${warning}`);

  const platform = await startPlatform({
    env,
    // Request logs are noise on a developer machine; errors are always logged.
    logger: { level: env.production ? 'info' : 'warn' },
  });
  const storage = env.databaseUrl ? 'PostgreSQL' : `PGlite at ${env.pgliteDir}`;
  const demo = env.demoContent ? ` Demo members: ${describeDemoLogins()}` : '';
  console.log(`[platform] listening on ${platform.url} (${storage}).${demo}`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[platform] ${signal} received, shutting down`);
    platform.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('[platform] shutdown failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

function failed(error: unknown): never {
  if (error instanceof UnsafeProductionError) console.error(`[platform] ${error.message}`);
  else console.error('[platform] failed to start:', error);
  process.exit(1);
}

/** The cluster's primary: the embedded S3 server for every worker, unless S3_ENDPOINT names a real one. */
async function startSharedServices(): Promise<SharedServices | null> {
  const env = platformEnv();
  // Production refuses the embedded store: before the primary starts it, not only in each worker.
  assertSafeForProduction(env, mailSettingProblems(env));
  const { s3, dataDir } = env;
  if (s3.endpoint) return null;
  const embedded = await startEmbeddedS3({
    directory: join(dataDir, 's3'),
    port: s3.embeddedPort,
    publicBucket: s3.publicBucket,
    privateBucket: s3.privateBucket,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  // The workers sign with the secret this store checks.
  return { env: { EMBEDDED_S3_ENDPOINT: embedded.endpoint, EMBEDDED_S3_SECRET: s3.secretAccessKey }, close: embedded.close };
}

// PLATFORM_WORKERS=N (with DATABASE_URL): N processes share the port and the database (platform/cluster.ts).
let plan: ReturnType<typeof workerPlan>;
try {
  plan = workerPlan(process.env);
} catch (error) {
  failed(error);
}
if (plan.reason) console.warn(`[platform] warning: ${plan.reason}; running one process`);
runPlatformProcesses(plan, main, startSharedServices).catch(failed);
