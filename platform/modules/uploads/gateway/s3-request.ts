import { GATEWAY_PATH } from './constants';

/** The only S3 operations an upload credential may perform: writing its one object. */
export type S3Operation = 'PutObject' | 'CreateMultipartUpload' | 'UploadPart' | 'CompleteMultipartUpload' | 'AbortMultipartUpload';

export type QueryBag = Record<string, string>;

export type GatewayTarget = {
  /** The path exactly as sent (still URI-encoded): what the client signed. */
  rawPath: string;
  bucket: string;
  key: string;
  query: QueryBag;
};

/** Query parameters of the allowed operations; anything else (acl, tagging, presigned X-Amz-*) is another operation. */
const ALLOWED_PARAMS = new Set(['x-id', 'uploads', 'uploadId', 'partNumber']);

/**
 * Splits `/s3/{bucket}/{key}?{query}` (path style). null when it is not one object in one bucket
 * or the query repeats or names a parameter no allowed operation uses.
 */
export function parseTarget(rawUrl: string): GatewayTarget | null {
  const q = rawUrl.indexOf('?');
  const rawPath = q === -1 ? rawUrl : rawUrl.slice(0, q);
  const prefix = `${GATEWAY_PATH}/`;
  if (!rawPath.startsWith(prefix)) return null;
  const segments = rawPath.slice(prefix.length).split('/');
  let decoded: string[];
  try {
    decoded = segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  const [bucket, ...keyParts] = decoded;
  const key = keyParts.join('/');
  if (!bucket || !key) return null;

  const query: QueryBag = {};
  for (const [name, value] of new URLSearchParams(q === -1 ? '' : rawUrl.slice(q + 1))) {
    if (!ALLOWED_PARAMS.has(name) || Object.hasOwn(query, name)) return null;
    query[name] = value;
  }
  return { rawPath, bucket, key, query };
}

/**
 * Which allowed operation a request is, from its method and sub-resources; null for anything else
 * (GetObject, ListObjects, DeleteObject, CopyObject/UploadPartCopy, HEAD, OPTIONS …).
 */
export function classifyOperation(method: string, query: QueryBag, headers: { [name: string]: unknown }): S3Operation | null {
  // A copy reads another object: never allowed, whatever else the request looks like.
  if (Object.keys(headers).some((h) => h.toLowerCase().startsWith('x-amz-copy-source'))) return null;
  const has = (name: string) => Object.hasOwn(query, name);
  let operation: S3Operation | null = null;
  if (method === 'PUT' && !has('uploads')) {
    if (!has('uploadId') && !has('partNumber')) operation = 'PutObject';
    else if (has('uploadId') && validPartNumber(query.partNumber)) operation = 'UploadPart';
  } else if (method === 'POST' && !has('partNumber')) {
    if (has('uploads') && !has('uploadId')) operation = 'CreateMultipartUpload';
    else if (has('uploadId') && !has('uploads')) operation = 'CompleteMultipartUpload';
  } else if (method === 'DELETE' && has('uploadId') && !has('uploads') && !has('partNumber')) {
    operation = 'AbortMultipartUpload';
  }
  // The SDK names its operation in x-id; a mismatch means the request is not what it claims.
  if (operation && has('x-id') && query['x-id'] !== operation) return null;
  return operation;
}

function validPartNumber(value: string | undefined): boolean {
  if (value === undefined || !/^[1-9]\d{0,4}$/.test(value)) return false;
  return Number(value) <= 10_000;
}
