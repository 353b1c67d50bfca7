import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HeaderBag } from '@smithy/types';
import type { Authorized } from './authorize';
import { UPSTREAM_TIMEOUT_MS } from './constants';
import { payloadCheck } from './payload-check';
import { Sha256 } from './sha256';

/** The real storage (embedded s3rver or S3_ENDPOINT) and the platform's own credentials for it. */
export type UpstreamStorage = { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };

/** RFC 3986 encoding, as SigV4 and the SDK use it (encodeURIComponent leaves !'()* alone). */
const escapeUri = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
/** Path-style key in a URL: each segment encoded, the slashes kept. */
const encodeKey = (key: string) => key.split('/').map(escapeUri).join('/');

/**
 * Sends an authorized request on to the storage, re-signed with the platform's credentials, the
 * body streamed through the payload check. Only what the operation needs is forwarded: the
 * bucket and key are the credential's (never the client's spelling), and the content type of a
 * new object is the one the credential was issued for.
 */
export async function forwardToStorage(storage: UpstreamStorage, authorized: Authorized, body: Readable): Promise<IncomingMessage> {
  const { credential, operation, target, headers, contentLength, payloadHash } = authorized;
  const base = new URL(storage.endpoint);
  const basePath = base.pathname.replace(/\/+$/, '');

  const upstreamHeaders: HeaderBag = { host: base.host, 'x-amz-content-sha256': payloadHash };
  if (authorized.operation !== 'AbortMultipartUpload') upstreamHeaders['content-length'] = String(contentLength);
  if (operation === 'PutObject' || operation === 'CreateMultipartUpload') upstreamHeaders['content-type'] = credential.contentType;
  else if (operation === 'CompleteMultipartUpload' && headers['content-type']) upstreamHeaders['content-type'] = headers['content-type'];
  if (headers['content-md5']) upstreamHeaders['content-md5'] = headers['content-md5'];

  const signer = new SignatureV4({
    service: 's3',
    region: storage.region,
    credentials: { accessKeyId: storage.accessKeyId, secretAccessKey: storage.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign({
    method:
      authorized.operation === 'AbortMultipartUpload' ? 'DELETE' : operation === 'UploadPart' || operation === 'PutObject' ? 'PUT' : 'POST',
    protocol: base.protocol,
    hostname: base.hostname,
    ...(base.port ? { port: Number(base.port) } : {}),
    path: `${basePath}/${encodeKey(credential.bucket)}/${encodeKey(credential.key)}`,
    query: target.query,
    headers: upstreamHeaders,
  });

  const search = Object.entries(target.query)
    .map(([name, value]) => `${escapeUri(name)}=${escapeUri(value)}`)
    .join('&');
  const url = new URL(`${signed.path}${search ? `?${search}` : ''}`, base);
  const send = base.protocol === 'https:' ? httpsRequest : httpRequest;

  return new Promise<IncomingMessage>((resolve, reject) => {
    const upstream = send(url, { method: signed.method, headers: signed.headers, timeout: UPSTREAM_TIMEOUT_MS }, resolve);
    upstream.on('timeout', () => upstream.destroy(new Error('storage timed out')));
    upstream.on('error', reject);
    if (contentLength === 0) {
      upstream.end();
      return;
    }
    const expected = payloadHash === 'UNSIGNED-PAYLOAD' ? null : payloadHash;
    // On a failed check the pipeline destroys the upstream request, which rejects through 'error'.
    pipeline(body, payloadCheck(contentLength, expected), upstream).catch((error: unknown) => {
      upstream.destroy(error instanceof Error ? error : new Error(String(error)));
      reject(error);
    });
  });
}
