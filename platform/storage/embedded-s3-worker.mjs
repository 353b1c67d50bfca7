/**
 * Runs s3rver in a worker thread, so the CPU it spends storing and serving objects (thumbnails
 * for the site, the first publish's ~3,000 PUTs) does not compete with the platform's API on the
 * main event loop, behind the access check of embedded-s3-access.mjs. Plain .mjs: a worker must
 * load without a TypeScript loader.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parentPort, workerData } from 'node:worker_threads';
import S3rver from 's3rver';
import { embeddedS3Access } from './embedded-s3-access.mjs';

/**
 * s3rver's file store rewrites an object's files in place (its bytes, then its metadata and MD5)
 * and answers the PUT before the bytes are on disk, so a GET meanwhile read a truncated or empty
 * file, or failed on half-written metadata (a lobby rendered while the catalogue was republished
 * showed "No games found"). S3 replaces an object atomically: a reader gets the old object or the
 * new. So here each file is written beside its target under a temporary name (not ending in
 * s3rver's object suffix, so listings skip it) and renamed over it once written in full.
 */
async function replaceFile(target, write) {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await write(temporary);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

function makePutsAtomic(FilesystemStore, S3Object) {
  const kept = new Set(S3Object.ALLOWED_METADATA);
  FilesystemStore.prototype.putMetadata = async function putMetadata(bucket, key, metadata, md5) {
    const stored = Object.entries(metadata).filter(([name]) => kept.has(name) || name.startsWith('x-amz-meta-'));
    if (md5) await replaceFile(this.getResourcePath(bucket, key, 'object.md5'), (temporary) => writeFile(temporary, md5));
    const json = JSON.stringify(Object.fromEntries(stored), null, 2);
    await replaceFile(this.getResourcePath(bucket, key, 'metadata.json'), (temporary) => writeFile(temporary, json));
  };
  FilesystemStore.prototype.putObject = async function putObject(object) {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(objectPath), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk, encoding, callback) {
        md5.update(chunk, encoding);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
    await replaceFile(objectPath, (temporary) => pipeline(content, measure, createWriteStream(temporary)));
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
  // The bytes and their length from one open file: a rename between s3rver's stat and its open
  // would send one version's bytes under the other's Content-Length.
  FilesystemStore.prototype.getObject = async function getObject(bucket, key, options) {
    let file;
    try {
      file = await open(this.getResourcePath(bucket, key, 'object'), 'r');
      const [stat, metadata] = await Promise.all([file.stat(), this.getMetadata(bucket, key)]);
      const described = { ...metadata, 'last-modified': stat.mtime.toUTCString(), 'content-length': stat.size };
      const ranged = options !== undefined && (options.start !== undefined || Boolean(options.end));
      const range = { start: options?.start || 0, end: Math.min(options?.end || Infinity, Math.max(0, stat.size - 1)) };
      const satisfiable = range.start >= 0 && range.end >= range.start;
      const object = new S3Object(bucket, key, satisfiable ? file.createReadStream(range) : null, described);
      if (!satisfiable) await file.close();
      if (ranged) object.range = range;
      return object;
    } catch (error) {
      await file?.close();
      if (error.code === 'ENOENT') return null;
      throw error;
    }
  };
}

const require = createRequire(import.meta.url);
makePutsAtomic(require('s3rver/lib/stores/filesystem.js'), require('s3rver/lib/models/object.js'));

const { access, ...options } = workerData;
const server = new S3rver(options);
guardAccess(server, embeddedS3Access(access));

/**
 * Puts the access check (embedded-s3-access.mjs) in front of s3rver's router, right after its
 * virtual-host rewrite (a Host header like private.s3.amazonaws.com turns /x into /private/x),
 * so the check sees the bucket s3rver will use. The platform's key id is registered with
 * s3rver's own (signature-less) account check, which otherwise knows only S3RVER.
 */
function guardAccess(s3rver, allows) {
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js');
  const S3Error = require('s3rver/lib/models/error.js');
  DUMMY_ACCOUNT.createKeyPair(access.accessKeyId, access.secretAccessKey);
  const vhostAt = s3rver.middleware.findIndex((middleware) => middleware.name === 'vhost');
  if (vhostAt === -1) throw new Error('s3rver has no vhost middleware to put the access check after');
  s3rver.middleware.splice(vhostAt + 1, 0, async function accessCheck(ctx, next) {
    const request = { method: ctx.method, path: ctx.path, rawUrl: ctx.originalUrl, headers: ctx.headers };
    if (!(await allows(request))) throw new S3Error('AccessDenied', 'Access Denied');
    return next();
  });
}

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
