import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import type { Checksum, SourceData } from '@smithy/types';

/**
 * SHA-256 / HMAC-SHA256 in the shape the SigV4 signer wants (`new Sha256()` hashes,
 * `new Sha256(key)` is an HMAC), on node:crypto. The SDK's own implementation is not a direct
 * dependency, and this one is four lines.
 */
export class Sha256 implements Checksum {
  private hash: Hash | Hmac;
  constructor(private readonly secret?: SourceData) {
    this.hash = this.fresh();
  }
  update(chunk: Uint8Array): void {
    this.hash.update(chunk);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
  reset(): void {
    this.hash = this.fresh();
  }
  private fresh(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', toBytes(this.secret));
  }
}

function toBytes(data: SourceData): Uint8Array | string {
  if (typeof data === 'string' || data instanceof Uint8Array) return data;
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}
