import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/**
 * A small object-storage client over the AWS SDK, the same for the embedded s3rver and a real
 * S3-compatible endpoint. Callers pass whole bodies (Buffer/string): every object the platform
 * writes is small, so no streaming and no multipart are needed here.
 */

export type StoredObject = {
  body: Buffer;
  contentType: string | undefined;
  contentEncoding: string | undefined;
  etag: string | undefined;
};

export type ObjectHead = {
  contentType: string | undefined;
  contentEncoding: string | undefined;
  contentLength: number | undefined;
  etag: string | undefined;
};

export type ObjectStorage = {
  publicBucket: string;
  privateBucket: string;
  /** How the platform itself reaches the public bucket, e.g. http://127.0.0.1:4569/public (not the browser URL). */
  publicBaseUrl: string;
  putObject(bucket: string, key: string, body: Buffer | Uint8Array | string, contentType: string, contentEncoding?: string): Promise<void>;
  /** null when the key does not exist */
  getObject(bucket: string, key: string): Promise<StoredObject | null>;
  /** The first `bytes` bytes (a ranged GET: enough to tell a file's real type); null when absent. */
  readStart(bucket: string, key: string, bytes: number): Promise<Buffer | null>;
  /** null when the key does not exist */
  headObject(bucket: string, key: string): Promise<ObjectHead | null>;
  exists(bucket: string, key: string): Promise<boolean>;
  /** Every key under a prefix (the server pages them 1,000 at a time). */
  listKeys(bucket: string, prefix: string): Promise<string[]>;
  close(): void;
};

export type StorageClientOptions = {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicBucket: string;
  privateBucket: string;
};

export function createStorageClient(options: StorageClientOptions): ObjectStorage {
  // The pinned SDK runs on Node 20; its start-up warning is about later releases, which we do not install.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const endpoint = options.endpoint.replace(/\/+$/, '');
  const client = new S3Client({
    endpoint,
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Bucket in the path: s3rver and most S3-compatible servers do not resolve bucket subdomains.
    forcePathStyle: true,
    // A known pitfall: with the SDK's default checksums s3rver stores aws-chunked framing inside
    // the object. Only send/verify checksums where an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const headObject = async (bucket: string, key: string): Promise<ObjectHead | null> => {
    try {
      const out = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      return {
        contentType: out.ContentType,
        contentEncoding: out.ContentEncoding,
        contentLength: out.ContentLength,
        etag: out.ETag,
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    publicBucket: options.publicBucket,
    privateBucket: options.privateBucket,
    publicBaseUrl: `${endpoint}/${options.publicBucket}`,
    async putObject(bucket, key, body, contentType, contentEncoding) {
      const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: contentType,
          ...(contentEncoding ? { ContentEncoding: contentEncoding } : {}),
        }),
      );
    },
    async getObject(bucket, key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        // The SDK does not decompress: a gzip-encoded object comes back as its stored bytes.
        const body = out.Body ? Buffer.from(await out.Body.transformToByteArray()) : Buffer.alloc(0);
        return { body, contentType: out.ContentType, contentEncoding: out.ContentEncoding, etag: out.ETag };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async readStart(bucket, key, bytes) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=0-${Math.max(0, bytes - 1)}` }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()).subarray(0, bytes) : Buffer.alloc(0);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    headObject,
    async exists(bucket, key) {
      return (await headObject(bucket, key)) !== null;
    },
    async listKeys(bucket, prefix) {
      // ListObjects v1 with Marker, not v2: s3rver signs v2 continuation tokens with DES, which
      // OpenSSL 3 no longer offers, so any listing past 1,000 keys fails there with InternalError.
      const keys: string[] = [];
      let marker: string | undefined;
      for (;;) {
        const out = await client.send(new ListObjectsCommand({ Bucket: bucket, Prefix: prefix, ...(marker ? { Marker: marker } : {}) }));
        for (const item of out.Contents ?? []) if (item.Key) keys.push(item.Key);
        const last = out.Contents?.at(-1)?.Key;
        if (!out.IsTruncated || !last) return keys;
        marker = out.NextMarker ?? last;
      }
    },
    close() {
      client.destroy();
    },
  };
}

function isNotFound(error: unknown): boolean {
  if (error instanceof S3ServiceException) {
    return error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound';
  }
  return false;
}
