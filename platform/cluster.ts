import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

/**
 * Several platform processes on one machine (PLATFORM_WORKERS=N, PostgreSQL only): node:cluster
 * forks N workers that each run the whole platform on the same port (the primary hands incoming
 * connections round-robin to them) and the same PostgreSQL. Nothing a worker keeps in memory is
 * the truth: money and state are in the database (its row locks and unique keys serialize what
 * must be serialized), the realtime server's events reach sockets held by other workers through
 * LISTEN/NOTIFY (platform/realtime/fanout.ts), caches hold only facts that never change or expire
 * within seconds. PGlite is one process's files, so with PGlite the platform always runs one.
 */
export type WorkerPlan = { workers: number; reason?: string };

export function workerPlan(env: Record<string, string | undefined>): WorkerPlan {
  const raw = env.PLATFORM_WORKERS?.trim();
  if (!raw) return { workers: 1 };
  const asked = raw === 'auto' ? Math.min(availableParallelism(), 16) : Number(raw);
  if (!Number.isInteger(asked) || asked < 1 || asked > 64) {
    throw new Error(`PLATFORM_WORKERS must be a whole number from 1 to 64 or "auto", not "${raw}"`);
  }
  if (asked > 1 && !env.DATABASE_URL?.trim()) return { workers: 1, reason: 'PLATFORM_WORKERS needs DATABASE_URL (PGlite is one process)' };
  return { workers: asked };
}

/** What the primary runs once for all its workers (the embedded object store), and the environment that points them at it. */
export type SharedServices = { env: Record<string, string>; close(): Promise<void> };

/**
 * In the primary with more than one worker: starts the shared services, forks the workers, forks a
 * replacement when one dies (not while stopping) and passes SIGINT/SIGTERM on. Otherwise (a
 * worker, or one process) runs `start`.
 */
export async function runPlatformProcesses(
  plan: WorkerPlan,
  start: () => Promise<void>,
  startShared: () => Promise<SharedServices | null> = async () => null,
): Promise<void> {
  if (plan.workers <= 1 || !cluster.isPrimary) return start();
  let stopping = false;
  // A server listening in a worker's thread is not shared by node:cluster (the embedded S3 runs in
  // one), so the primary runs it once and every worker connects to it.
  const shared = await startShared();
  const fork = () => cluster.fork(shared?.env);
  for (let i = 0; i < plan.workers; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      // Not by cluster.workers' size: a worker whose 'exit' comes before its 'disconnect' is still
      // listed at its 'exit' (node removes it at the later of the two), so the last one's exit could
      // leave the primary running for ever.
      if (Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) closeShared();
      return;
    }
    console.error(`[platform] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(fork, 1000);
  });
  let closing: Promise<void> | undefined;
  const closeShared = () => {
    closing ??= (shared?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.log(`[platform] ${plan.workers} worker processes on one PostgreSQL`);
}
