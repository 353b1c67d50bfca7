import { timingSafeEqual } from 'node:crypto';
import { ALGORITHM_IDENTIFIER, SignatureV4Base, createScope, getCanonicalHeaders } from '@smithy/signature-v4';
import type { HeaderBag, HttpRequest } from '@smithy/types';
import { Sha256 } from './sha256';

/** `Authorization: AWS4-HMAC-SHA256 Credential=AKID/yyyymmdd/region/s3/aws4_request, SignedHeaders=a;b, Signature=hex` */
export type ParsedAuthorization = {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
};

const AUTHORIZATION = /^AWS4-HMAC-SHA256 +Credential=([^,\s]+) *, *SignedHeaders=([^,\s]+) *, *Signature=([0-9a-f]{64}) *$/;

export function parseAuthorization(header: string | undefined): ParsedAuthorization | null {
  const match = header ? AUTHORIZATION.exec(header) : null;
  if (!match) return null;
  const [, credential = '', signed = '', signature = ''] = match;
  const parts = credential.split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || !/^\d{8}$/.test(parts[1] ?? '')) return null;
  const [accessKeyId = '', day = '', region = '', service = ''] = parts;
  const signedHeaders = signed.split(';');
  if (signedHeaders.some((h) => !/^[a-z0-9-]+$/.test(h))) return null;
  return { accessKeyId, day, region, service, signedHeaders, signature };
}

/** What the client signed: the request as it arrived, before the gateway changes anything. */
export type SignedRequest = {
  method: string;
  /** still URI-encoded, exactly as sent: S3 signs the path without re-encoding it */
  rawPath: string;
  query: Record<string, string>;
  /** lower-case names; `host` must be the host the client addressed */
  headers: Record<string, string>;
};

/**
 * SigV4 with a stored signing key instead of a secret. The canonical request and the string to
 * sign come from the SDK's own signer base class (the code that signed the request in the
 * browser), so both sides agree on every encoding rule; only the last HMAC uses our key.
 */
class SigningKeyVerifier extends SignatureV4Base {
  constructor() {
    // Credentials and region are unused: the scope comes from the request and the key from the database.
    super({ service: 's3', region: 'unused', credentials: { accessKeyId: '', secretAccessKey: '' }, sha256: Sha256, uriEscapePath: false });
  }

  async signatureOf(request: SignedRequest, auth: ParsedAuthorization, longDate: string, signingKey: Uint8Array): Promise<string | null> {
    const signed = new Set(auth.signedHeaders);
    const headers: HeaderBag = {};
    for (const name of auth.signedHeaders) {
      const value = request.headers[name];
      if (value === undefined) return null; // signed a header that did not arrive
      headers[name] = value;
    }
    const httpRequest: HttpRequest = {
      method: request.method,
      protocol: 'http:',
      hostname: '',
      path: request.rawPath,
      query: request.query,
      headers,
    };
    const canonicalHeaders = getCanonicalHeaders(httpRequest, undefined, signed);
    const payloadHash = request.headers['x-amz-content-sha256'];
    if (payloadHash === undefined) return null;
    const canonicalRequest = this.createCanonicalRequest(httpRequest, canonicalHeaders, payloadHash);
    const scope = createScope(auth.day, auth.region, auth.service);
    const stringToSign = await this.createStringToSign(longDate, scope, canonicalRequest, ALGORITHM_IDENTIFIER);
    const hmac = new Sha256(signingKey);
    hmac.update(Buffer.from(stringToSign, 'utf8'));
    return Buffer.from(await hmac.digest()).toString('hex');
  }
}

const verifier = new SigningKeyVerifier();

/** True when the request carries the signature its signing key produces. */
export async function signatureMatches(
  request: SignedRequest,
  auth: ParsedAuthorization,
  longDate: string,
  signingKeyHex: string,
): Promise<boolean> {
  const expected = await verifier.signatureOf(request, auth, longDate, Buffer.from(signingKeyHex, 'hex'));
  if (expected === null) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(auth.signature, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
