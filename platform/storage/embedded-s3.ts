import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';

/**
 * The embedded S3-compatible server (s3rver) used when no S3_ENDPOINT is configured, so
 * `npm start` needs no cloud account. It keeps objects as plain files under `directory` and runs
 * in a worker thread (embedded-s3-worker.mjs): serving thumbnails and taking the first publish's
 * uploads then uses another core instead of the API's event loop (measured: the first publish
 * drops from ~3.2 s to ~2 s).
 *
 * s3rver itself checks no signature and no ACL, so its worker puts an access check in front
 * (embedded-s3-access.mjs): the public bucket is readable without credentials, everything else
 * (the private bucket, every write) needs a SigV4 signature with `credentials` — the platform's
 * own. It is still a demo part: production refuses to start without a real S3 endpoint.
 */

/** Browsers (the site on another port, or a CDN origin) may read public objects from anywhere. */
const PUBLIC_CORS = `<?xml version="1.0" encoding="UTF-8"?>
<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3600</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export type EmbeddedS3Options = {
  directory: string;
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  publicBucket: string;
  privateBucket: string;
  /** The only credential whose signed requests may read the private bucket or write anything. */
  credentials: { accessKeyId: string; secretAccessKey: string };
};

export type EmbeddedS3 = { endpoint: string; port: number; close(): Promise<void> };

type WorkerMessage = { type: 'ready'; port: number } | { type: 'error'; message: string } | { type: 'closed' };

export async function startEmbeddedS3(options: EmbeddedS3Options): Promise<EmbeddedS3> {
  const host = options.host ?? '127.0.0.1';
  await mkdir(options.directory, { recursive: true });
  const worker = new Worker(new URL('./embedded-s3-worker.mjs', import.meta.url), {
    workerData: {
      address: host,
      port: options.port,
      silent: true,
      directory: options.directory,
      // Path-style only: virtual-host buckets would need DNS names like public.localhost.
      vhostBuckets: false,
      // Creates both buckets at start (existing ones and their objects are kept).
      configureBuckets: [{ name: options.publicBucket, configs: [PUBLIC_CORS] }, { name: options.privateBucket }],
      access: { ...options.credentials, publicBucket: options.publicBucket },
    },
  });

  const port = await new Promise<number>((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      if (message.type === 'ready') resolve(message.port);
      else if (message.type === 'error') reject(new Error(`embedded S3 failed to start: ${message.message}`));
    };
    worker.once('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`embedded S3 worker exited (${code}) before it was ready`)));
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.removeAllListeners('exit');
  worker.removeAllListeners('error');
  // A crash after start must not take the platform down silently or unhandled.
  worker.on('error', (error) => console.error('[platform] embedded S3 worker error:', error));

  const urlHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | undefined;
  return {
    endpoint: `http://${urlHost}:${port}`,
    port,
    close() {
      closing ??= (async () => {
        // Let s3rver close its listener (and flush nothing: every PUT is already on disk), then stop the thread.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 2_000);
          worker.once('message', () => {
            clearTimeout(timer);
            resolve();
          });
          worker.postMessage('close');
        });
        await worker.terminate();
      })();
      return closing;
    },
  };
}
