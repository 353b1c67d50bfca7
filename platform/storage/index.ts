import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlatformEnv } from '../env';
import { createStorageClient, type ObjectStorage } from './client';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3';

export type { ObjectHead, ObjectStorage, StoredObject } from './client';
export { createStorageClient } from './client';
export { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3';

export type StorageHandle = {
  storage: ObjectStorage;
  /** Set when this process runs the embedded server. */
  embedded: EmbeddedS3 | undefined;
  close(): Promise<void>;
};

export type OpenStorageOptions = {
  /** Embedded server's directory; default `${DATA_DIR}/s3`. */
  directory?: string | undefined;
  /** Embedded server's port; default EMBEDDED_S3_PORT (0: any free port). */
  port?: number | undefined;
};

/**
 * An S3 server that already runs: S3_ENDPOINT, or in a cluster worker the embedded server its
 * primary runs for every worker (platform/cluster.ts). Undefined: this process starts its own.
 */
const runningEndpoint = (env: PlatformEnv) => env.s3.endpoint ?? env.s3.sharedEmbeddedEndpoint;

/**
 * Connects to S3_ENDPOINT, or starts the embedded server when none is configured. Either way the
 * public and private buckets exist afterwards (a real endpoint's buckets are the operator's job).
 */
export async function openStorage(env: PlatformEnv, options: OpenStorageOptions = {}): Promise<StorageHandle> {
  const s3 = env.s3;
  let embedded: EmbeddedS3 | undefined;
  let endpoint = runningEndpoint(env);
  if (!endpoint) {
    embedded = await startEmbeddedS3({
      directory: options.directory ?? join(env.dataDir, 's3'),
      port: options.port ?? s3.embeddedPort,
      publicBucket: s3.publicBucket,
      privateBucket: s3.privateBucket,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    endpoint = embedded.endpoint;
  }
  const storage = createStorageClient({
    endpoint,
    region: s3.region,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    publicBucket: s3.publicBucket,
    privateBucket: s3.privateBucket,
  });
  return {
    storage,
    embedded,
    async close() {
      storage.close();
      await embedded?.close();
    },
  };
}

/**
 * The platform's storage at start. Under NODE_ENV=test the embedded server is throw-away unless
 * told otherwise: a fresh temp directory (removed on close) on a free port, so parallel test
 * files and a running `npm start` never share a port or objects.
 */
export async function openPlatformStorage(env: PlatformEnv, options: OpenStorageOptions = {}): Promise<StorageHandle> {
  const throwAway = env.nodeEnv === 'test' && !runningEndpoint(env) && options.directory === undefined;
  const directory = throwAway ? await mkdtemp(join(tmpdir(), 'platform-s3-')) : options.directory;
  const port = options.port ?? (env.nodeEnv === 'test' ? 0 : undefined);
  const removeDirectory = async () => {
    if (throwAway && directory) await rm(directory, { recursive: true, force: true });
  };
  let handle: StorageHandle;
  try {
    handle = await openStorage(env, { directory, port });
  } catch (error) {
    await removeDirectory();
    throw error;
  }
  return {
    ...handle,
    async close() {
      await handle.close();
      await removeDirectory();
    },
  };
}
