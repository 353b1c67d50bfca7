import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../../../db/connection';
import { findCredential, hashSessionToken, type UploadCredential } from '../credentials';
import { MAX_CLOCK_SKEW_MS, MAX_POST_BYTES, MAX_PUT_BYTES } from './constants';
import { accessDenied, type S3Error } from './s3-error';
import { classifyOperation, parseTarget, type GatewayTarget, type S3Operation } from './s3-request';
import { parseAuthorization, signatureMatches } from './signature';

export type Authorized = {
  ok: true;
  credential: UploadCredential;
  operation: S3Operation;
  target: GatewayTarget;
  /** the client's x-amz-content-sha256: a hex digest the body must match, or UNSIGNED-PAYLOAD */
  payloadHash: string;
  /** bytes of body to forward (0 for none) */
  contentLength: number;
  headers: Record<string, string>;
};
export type Refused = { ok: false; error: S3Error };

/** Headers that must be signed, so none of them can be swapped on the way. */
const REQUIRED_SIGNED = ['host', 'x-amz-date', 'x-amz-content-sha256', 'x-amz-security-token'];
/**
 * x-amz-* headers a write may carry. Others would change what is written or who may read it
 * (x-amz-acl, x-amz-grant-*, x-amz-website-redirect-location, object lock, tagging …).
 */
const ALLOWED_AMZ_HEADERS = new Set([...REQUIRED_SIGNED, 'x-amz-user-agent']);
const PAYLOAD_HASH = /^(?:[0-9a-f]{64}|UNSIGNED-PAYLOAD)$/;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/**
 * Every check of a gateway request, cheapest first: shape, operation, signature with the
 * credential's stored signing key, session token, expiry, clock skew, single use, exact bucket
 * and key, headers, content type and body size. The first failure is the answer.
 */
export async function authorizeUpload(
  db: Database,
  request: { method: string; rawUrl: string; headers: IncomingHttpHeaders; now: Date },
): Promise<Authorized | Refused> {
  const refuse = (error: S3Error): Refused => ({ ok: false, error });
  const target = parseTarget(request.rawUrl);
  if (!target) return refuse(accessDenied());
  const operation = classifyOperation(request.method, target.query, request.headers);
  if (!operation) return refuse(accessDenied('Only uploads of the credential’s own object are allowed'));

  const headers = flattenHeaders(request.headers);
  if (!headers) return refuse(accessDenied());
  const auth = parseAuthorization(headers.authorization);
  if (!auth || auth.service !== 's3' || REQUIRED_SIGNED.some((h) => !auth.signedHeaders.includes(h))) {
    return refuse(
      accessDenied('A SigV4 Authorization header signing host, x-amz-date, x-amz-content-sha256 and x-amz-security-token is required'),
    );
  }
  const payloadHash = headers['x-amz-content-sha256'] ?? '';
  // STREAMING-* (aws-chunked) payloads would be stored with their framing: not accepted.
  if (!PAYLOAD_HASH.test(payloadHash) || /aws-chunked/i.test(headers['content-encoding'] ?? '')) {
    return refuse(accessDenied('Unsupported payload signing'));
  }
  const longDate = headers['x-amz-date'] ?? '';
  const signedAt = parseAmzDate(longDate);
  if (!signedAt || longDate.slice(0, 8) !== auth.day) return refuse(accessDenied('Bad x-amz-date'));

  const credential = await findCredential(db, auth.accessKeyId);
  if (!credential)
    return refuse({
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    });
  const signingKey = credential.region === auth.region ? credential.signingKeys[auth.day] : undefined;
  if (
    !signingKey ||
    !(await signatureMatches({ method: request.method, rawPath: target.rawPath, query: target.query, headers }, auth, longDate, signingKey))
  ) {
    return refuse({
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    });
  }
  if (!sameHash(hashSessionToken(headers['x-amz-security-token'] ?? ''), credential.sessionTokenHash)) {
    return refuse({ status: 403, code: 'InvalidToken', message: 'The provided token is malformed or otherwise invalid.' });
  }
  if (request.now.getTime() >= credential.expiresAt.getTime()) {
    return refuse({ status: 403, code: 'ExpiredToken', message: 'The provided token has expired.' });
  }
  if (Math.abs(request.now.getTime() - signedAt.getTime()) > MAX_CLOCK_SKEW_MS) {
    return refuse({
      status: 403,
      code: 'RequestTimeTooSkewed',
      message: 'The difference between the request time and the current time is too large.',
    });
  }
  if (credential.used) return refuse(accessDenied('This credential has already written its object'));
  if (target.bucket !== credential.bucket || target.key !== credential.key) return refuse(accessDenied());

  const extra = Object.keys(headers).find((h) => h.startsWith('x-amz-') && !ALLOWED_AMZ_HEADERS.has(h));
  if (extra) return refuse(accessDenied(`Header not allowed: ${extra}`));
  if (operation === 'PutObject' || operation === 'CreateMultipartUpload') {
    const contentType = (headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== credential.contentType) return refuse(accessDenied(`Content-Type must be ${credential.contentType}`));
  }

  const size = bodySize(request.method, headers);
  if (typeof size !== 'number') return refuse(size);
  return { ok: true, credential, operation, target, payloadHash, contentLength: size, headers };
}

/** Lower-case single values; the host is the one the client addressed (the site passes it on as x-forwarded-host). */
function flattenHeaders(raw: IncomingHttpHeaders): Record<string, string> | null {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) return null;
    headers[name.toLowerCase()] = value;
  }
  const forwarded = headers['x-forwarded-host']?.split(',')[0]?.trim();
  if (forwarded) headers.host = forwarded;
  return headers;
}

function bodySize(method: string, headers: Record<string, string>): number | S3Error {
  if (method === 'DELETE') return 0;
  if (headers['transfer-encoding'] !== undefined || !/^\d{1,12}$/.test(headers['content-length'] ?? '')) {
    return { status: 411, code: 'MissingContentLength', message: 'You must provide the Content-Length HTTP header.' };
  }
  const length = Number(headers['content-length']);
  const cap = method === 'PUT' ? MAX_PUT_BYTES : MAX_POST_BYTES;
  if (length > cap)
    return { status: 400, code: 'EntityTooLarge', message: `Your proposed upload exceeds the maximum allowed size (${cap} bytes).` };
  return length;
}

function parseAmzDate(value: string): Date | null {
  const m = AMZ_DATE.exec(value);
  if (!m) return null;
  const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
