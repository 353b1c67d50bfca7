import { SignatureV4, getSigningKey } from '@smithy/signature-v4';
import { Sha256 } from './sha256';
import { parseAuthorization, signatureMatches, type SignedRequest } from './signature';

const credentials = { accessKeyId: 'UPLABCDEFGHIJKLMNOPQ', secretAccessKey: 'x'.repeat(40), sessionToken: 'session-token' };
const signer = new SignatureV4({ service: 's3', region: 'us-east-1', credentials, sha256: Sha256, uriEscapePath: false });
const signingDate = new Date('2026-03-01T10:00:00Z');

/** Signs like the SDK in a browser does, and returns what the gateway would receive. */
async function signedRequest(payloadHash: string): Promise<SignedRequest> {
  const signed = await signer.sign(
    {
      method: 'PUT',
      protocol: 'http:',
      hostname: 'localhost',
      port: 3000,
      path: '/s3/private/receipts/1/2026/03/a%20b.png',
      query: { partNumber: '1', uploadId: 'u+1', 'x-id': 'UploadPart' },
      headers: { host: 'localhost:3000', 'content-length': '5', 'x-amz-content-sha256': payloadHash, 'x-amz-user-agent': 'aws-sdk-js/3' },
    },
    { signingDate },
  );
  const headers = Object.fromEntries(Object.entries(signed.headers).map(([k, v]) => [k.toLowerCase(), v]));
  return { method: 'PUT', rawPath: signed.path, query: signed.query as Record<string, string>, headers };
}

async function key(day = '20260301', region = 'us-east-1') {
  return Buffer.from(await getSigningKey(Sha256, credentials, day, region, 's3')).toString('hex');
}

async function check(request: SignedRequest, signingKey?: string) {
  const auth = parseAuthorization(request.headers.authorization);
  if (!auth) throw new Error('unparsable');
  return signatureMatches(request, auth, request.headers['x-amz-date']!, signingKey ?? (await key()));
}

it('parses the SDK’s Authorization header', async () => {
  const request = await signedRequest('UNSIGNED-PAYLOAD');
  expect(parseAuthorization(request.headers.authorization)).toMatchObject({
    accessKeyId: 'UPLABCDEFGHIJKLMNOPQ',
    day: '20260301',
    region: 'us-east-1',
    service: 's3',
    signedHeaders: expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date', 'x-amz-security-token']),
  });
  expect(parseAuthorization('AWS4-HMAC-SHA256 Credential=a/b/c/s3/aws4_request, SignedHeaders=host, Signature=00')).toBeNull();
  expect(parseAuthorization('Bearer x')).toBeNull();
  expect(parseAuthorization(undefined)).toBeNull();
});

it('accepts the signature made with the secret, checked with only the derived signing key', async () => {
  expect(await check(await signedRequest('UNSIGNED-PAYLOAD'))).toBe(true);
  expect(await check(await signedRequest('a'.repeat(64)))).toBe(true);
});

it('refuses a tampered signature, path, query, header, payload hash, or another day’s or region’s key', async () => {
  const good = await signedRequest('UNSIGNED-PAYLOAD');
  const auth = good.headers.authorization!;
  const flipped = auth.slice(0, -1) + (auth.endsWith('0') ? '1' : '0');
  expect(await check({ ...good, headers: { ...good.headers, authorization: flipped } })).toBe(false);
  expect(await check({ ...good, rawPath: '/s3/private/receipts/2/2026/03/a%20b.png' })).toBe(false);
  expect(await check({ ...good, query: { ...good.query, partNumber: '2' } })).toBe(false);
  expect(await check({ ...good, headers: { ...good.headers, host: 'evil.example' } })).toBe(false);
  expect(await check({ ...good, headers: { ...good.headers, 'x-amz-content-sha256': 'b'.repeat(64) } })).toBe(false);
  expect(await check({ ...good, headers: { ...good.headers, 'x-amz-security-token': 'other' } })).toBe(false);
  const { 'content-length': _dropped, ...withoutLength } = good.headers;
  expect(await check({ ...good, headers: withoutLength })).toBe(false);
  expect(await check(good, await key('20260302'))).toBe(false);
  expect(await check(good, await key('20260301', 'eu-west-1'))).toBe(false);
});
