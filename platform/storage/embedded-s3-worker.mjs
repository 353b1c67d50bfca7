/**
 * Runs s3rver in a worker thread, so the CPU it spends storing and serving objects (thumbnails
 * for the site, the first publish's ~3,000 PUTs) does not compete with the platform's API on the
 * main event loop. Plain .mjs: a worker must load without a TypeScript loader.
 */
import { parentPort, workerData } from 'node:worker_threads';
import S3rver from 's3rver';

const server = new S3rver(workerData);

server.run().then(
  (address) => parentPort.postMessage({ type: 'ready', port: address.port }),
  (error) => parentPort.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
);

parentPort.on('message', (message) => {
  if (message !== 'close') return;
  server.close().then(
    () => parentPort.postMessage({ type: 'closed' }),
    () => parentPort.postMessage({ type: 'closed' }),
  );
});
