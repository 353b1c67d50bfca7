/**
 * Who may do what on the embedded object store. s3rver checks no SigV4 signature (it takes any
 * Authorization header, and none at all), so this decides before its router: anyone may read the
 * public bucket (GET, HEAD, CORS preflight); everything else — the private bucket (receipts, chat
 * images), every write, the list of buckets — needs an Authorization header signed with the
 * platform's own storage credential, as its S3 client and the upload gateway send it.
 * Plain .mjs: it runs in the store's worker thread, which loads no TypeScript.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { ALGORITHM_IDENTIFIER, SignatureV4Base, createScope, getCanonicalHeaders, getSigningKey } = require('@smithy/signature-v4');

/** S3's own tolerance between a request's x-amz-date and the server clock. */
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const AUTHORIZATION = /^AWS4-HMAC-SHA256 +Credential=([^,\s]+) *, *SignedHeaders=([^,\s]+) *, *Signature=([0-9a-f]{64}) *$/;
const LONG_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** S3 bucket names: anything else (an encoded '..' or '/') could leave the store's directory. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const ANONYMOUS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Signed by every request the platform sends: without them a signature could be replayed elsewhere. */
const REQUIRED_SIGNED_HEADERS = ['host', 'x-amz-content-sha256', 'x-amz-date'];

/** SHA-256 (`new Sha256()`) and HMAC-SHA256 (`new Sha256(key)`) in the shape the signer wants. */
class Sha256 {
  constructor(secret) {
    this.secret = secret;
    this.reset();
  }
  update(chunk) {
    this.hash.update(chunk);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {
    this.hash = this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
}

/** The canonical request and string to sign come from the SDK's own signer, so both sides agree on every encoding rule. */
class Verifier extends SignatureV4Base {
  constructor() {
    super({ service: 's3', region: 'unused', credentials: { accessKeyId: '', secretAccessKey: '' }, sha256: Sha256, uriEscapePath: false });
  }

  async signature(request, auth, longDate, credentials) {
    const headers = {};
    for (const name of auth.signedHeaders) headers[name] = request.headers[name];
    const httpRequest = { method: request.method, protocol: 'http:', hostname: '', path: request.rawPath, query: request.query, headers };
    const canonicalHeaders = getCanonicalHeaders(httpRequest, undefined, new Set(auth.signedHeaders));
    const canonicalRequest = this.createCanonicalRequest(httpRequest, canonicalHeaders, request.headers['x-amz-content-sha256']);
    const scope = createScope(auth.day, auth.region, auth.service);
    const stringToSign = await this.createStringToSign(longDate, scope, canonicalRequest, ALGORITHM_IDENTIFIER);
    const key = await getSigningKey(Sha256, credentials, auth.day, auth.region, auth.service);
    return createHmac('sha256', key).update(stringToSign, 'utf8').digest();
  }
}

function parseAuthorization(header) {
  const match = typeof header === 'string' ? AUTHORIZATION.exec(header) : null;
  if (!match) return null;
  const [accessKeyId, day, region, service, terminator, ...rest] = match[1].split('/');
  if (rest.length > 0 || terminator !== 'aws4_request' || service !== 's3' || !/^\d{8}$/.test(day ?? '') || !region) return null;
  return { accessKeyId, day, region, service, signedHeaders: match[2].split(';'), signature: Buffer.from(match[3], 'hex') };
}

function parseLongDate(value) {
  const m = typeof value === 'string' ? LONG_DATE.exec(value) : null;
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : Number.NaN;
}

/** The query as the client signed it: every name with its value (or values), decoded once. */
function queryOf(search) {
  const query = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return query;
}

/** Bucket and key of a path-style path (still encoded); null when either could step outside its bucket. */
function targetOf(path) {
  const [, bucketPart = '', ...keyParts] = path.split('/');
  try {
    const bucket = decodeURIComponent(bucketPart);
    // s3rver decodes the key as one parameter: an encoded %2F separates segments too.
    const key = decodeURIComponent(keyParts.join('/'));
    if (bucket !== '' && !BUCKET_NAME.test(bucket)) return null;
    if (key.split('/').some((segment) => segment === '..') || key.includes('\\') || key.includes('\0')) return null;
    return { bucket, key };
  } catch {
    return null;
  }
}

/**
 * `allows(request)`: true when the request may reach s3rver. `path` is the path s3rver will route
 * (after its virtual-host rewrite), `rawUrl` the URL exactly as sent (what the client signed).
 */
export function embeddedS3Access({ accessKeyId, secretAccessKey, publicBucket }) {
  const verifier = new Verifier();
  const credentials = { accessKeyId, secretAccessKey };

  async function signedByPlatform(request, now) {
    const auth = parseAuthorization(request.headers.authorization);
    if (!auth || auth.accessKeyId !== accessKeyId) return false;
    if (REQUIRED_SIGNED_HEADERS.some((name) => !auth.signedHeaders.includes(name))) return false;
    if (auth.signedHeaders.some((name) => typeof request.headers[name] !== 'string')) return false;
    const longDate = request.headers['x-amz-date'];
    const signedAt = parseLongDate(longDate);
    if (!(Math.abs(now - signedAt) <= MAX_CLOCK_SKEW_MS) || longDate.slice(0, 8) !== auth.day) return false;
    const expected = await verifier.signature(request, auth, longDate, credentials);
    return expected.length === auth.signature.length && timingSafeEqual(expected, auth.signature);
  }

  return async function allows({ method, path, rawUrl, headers }, now = Date.now()) {
    const target = targetOf(path);
    if (!target) return false;
    const queryAt = rawUrl.indexOf('?');
    const search = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
    const presigned = /(^|&)(X-Amz-Signature|Signature)=/i.test(search);
    const anonymous = headers.authorization === undefined && !presigned;
    if (anonymous) return ANONYMOUS_METHODS.has(method) && target.bucket === publicBucket;
    // Query-string (presigned) signatures are not used by the platform: refused rather than half-checked.
    if (presigned) return false;
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    return signedByPlatform({ method, rawPath, query: queryOf(search), headers }, now);
  };
}
