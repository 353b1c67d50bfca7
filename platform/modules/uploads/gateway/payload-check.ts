import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

export class PayloadMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayloadMismatchError';
  }
}

/**
 * Passes the body through while checking it: exactly `length` bytes and, when the client signed a
 * hex x-amz-content-sha256, that digest. The last chunk is held back until the check passes, so
 * a body that fails never reaches the storage complete (the storage sees an aborted request).
 */
export function payloadCheck(length: number, expectedSha256: string | null): Transform {
  const hash = expectedSha256 ? createHash('sha256') : null;
  let seen = 0;
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      seen += chunk.length;
      hash?.update(chunk);
      if (seen > length) return done(new PayloadMismatchError('Body longer than Content-Length'));
      const previous = held;
      held = chunk;
      done(null, previous ?? undefined);
    },
    flush(done: TransformCallback) {
      if (seen !== length) return done(new PayloadMismatchError('Body shorter than Content-Length'));
      if (hash && hash.digest('hex') !== expectedSha256) {
        return done(new PayloadMismatchError('The provided x-amz-content-sha256 does not match the body'));
      }
      done(null, held ?? undefined);
    },
  });
}
