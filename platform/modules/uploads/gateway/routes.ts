import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../db/connection';
import { markCredentialUsed } from '../credentials';
import { authorizeUpload } from './authorize';
import { GATEWAY_PATH } from './constants';
import { forwardToStorage, type UpstreamStorage } from './forward';
import { PayloadMismatchError } from './payload-check';
import { publicImageRefusal, storePublicImage, type StoredImage } from './public-image';
import type { ObjectStorage } from '../../../storage/client';
import { UPLOAD_MAX_FILE_BYTES } from '@/lib/upload/constants';
import { PRIVATE_URL_PREFIX, verifyPrivateUrl } from '../private-urls';
import { takeUploadBytes, type UploadLimits } from '../quota';
import { accessDenied, newRequestId, s3ErrorXml, type S3Error } from './s3-error';

export type GatewayDeps = {
  db: Database;
  clock: () => Date;
  storage: UpstreamStorage;
  /** Private objects are read through it for signed links (private-urls.ts). */
  objects: ObjectStorage;
  /** The HMAC secret of private links (SESSION_SECRET). */
  linkSecret: string;
  limits: UploadLimits;
};

/** Response headers that belong to one hop (or to the storage's own CORS), not to the answer. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'proxy-connection', 'upgrade']);

/**
 * The upload gateway: an S3-compatible endpoint at /s3/{bucket}/{key} that accepts only writes
 * of a temporary credential's own object, checks each request's SigV4 signature, and forwards
 * it to the storage with the platform's credentials. Answers (XML) come back unchanged.
 */
export function registerUploadGateway(app: FastifyInstance, deps: GatewayDeps): void {
  void app.register(async (scope) => {
    // Bodies are the object's bytes: never parsed or size-limited like API JSON, streamed on instead.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = (request: FastifyRequest, reply: FastifyReply) => handle(deps, request, reply);
    scope.all(GATEWAY_PATH, handler);
    scope.all(`${GATEWAY_PATH}/*`, handler);
  });
}

async function handle(deps: GatewayDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const requestId = newRequestId();
  const rawUrl = request.raw.url ?? '';
  const resource = rawUrl.split('?')[0]?.slice(GATEWAY_PATH.length) || '/';
  if (rawUrl.startsWith(PRIVATE_URL_PREFIX)) return servePrivateObject(deps, request, reply, requestId);
  const decision = await authorizeUpload(deps.db, { method: request.method, rawUrl, headers: request.headers, now: deps.clock() });
  if (!decision.ok) return sendError(reply, decision.error, resource, requestId);
  const publicImage = decision.credential.bucket === deps.objects.publicBucket;
  const imageRefusal = publicImage ? publicImageRefusal(decision) : null;
  if (imageRefusal) return sendError(reply, imageRefusal, resource, requestId);
  if (decision.operation === 'PutObject' || decision.operation === 'UploadPart') {
    const scope = { memberId: decision.credential.memberId, accessKeyId: decision.credential.accessKeyId };
    const refused = await takeUploadBytes(deps.db, scope, decision.contentLength, deps.clock(), deps.limits);
    if (refused === 'file_too_large') {
      return sendError(
        reply,
        { status: 400, code: 'EntityTooLarge', message: `file_too_large: at most ${UPLOAD_MAX_FILE_BYTES} bytes` },
        resource,
        requestId,
      );
    }
    if (refused) return sendError(reply, accessDenied('upload_quota_exceeded'), resource, requestId);
  }
  const failed = (error: unknown) => sendError(reply, storageFailure(request, error), resource, requestId);

  if (publicImage) {
    let stored: StoredImage;
    try {
      stored = await storePublicImage(deps.objects, decision, request.raw);
    } catch (error) {
      return failed(error);
    }
    if (!stored.ok) return sendError(reply, stored.error, resource, requestId);
    await markCredentialUsed(deps.db, decision.credential.accessKeyId);
    return reply.code(200).header('etag', stored.etag).header('x-amz-request-id', requestId).send();
  }

  let upstream: IncomingMessage;
  try {
    upstream = await forwardToStorage(deps.storage, decision, request.raw);
  } catch (error) {
    return failed(error);
  }

  const status = upstream.statusCode ?? 502;
  for (const [name, value] of Object.entries(upstream.headers)) {
    if (value !== undefined && !HOP_HEADERS.has(name) && !name.startsWith('access-control-')) reply.header(name, value);
  }
  reply.code(status);

  const writesObject = decision.operation === 'PutObject' || decision.operation === 'CompleteMultipartUpload';
  if (!writesObject) return reply.send(upstream);
  // S3 may answer CompleteMultipartUpload 200 with an <Error> body: read it (a few hundred bytes) to know.
  const body = await readAll(upstream);
  if (status >= 200 && status < 300 && !/<Error>/.test(body.toString('utf8'))) {
    await markCredentialUsed(deps.db, decision.credential.accessKeyId);
  }
  return reply.send(body);
}

/** GET of a signed private link: the object's bytes, never cached, never sniffed into HTML. */
async function servePrivateObject(
  deps: GatewayDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  requestId: string,
): Promise<FastifyReply> {
  const [rawPath = '', rawQuery = ''] = (request.raw.url ?? '').split('?');
  const key = request.method === 'GET' ? verifyPrivateUrl(deps.linkSecret, rawPath, new URLSearchParams(rawQuery), deps.clock()) : null;
  if (!key) return sendError(reply, accessDenied('This link is invalid or has expired'), rawPath, requestId);
  const object = await deps.objects.getObject(deps.objects.privateBucket, key);
  if (!object)
    return sendError(reply, { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' }, rawPath, requestId);
  return reply
    .header('content-type', object.contentType ?? 'application/octet-stream')
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(object.body);
}

/** A body that is not what was signed is the client's fault (400); anything else, the storage's (503). */
function storageFailure(request: FastifyRequest, error: unknown): S3Error {
  if (error instanceof PayloadMismatchError) {
    const code = error.message.includes('sha256') ? 'XAmzContentSHA256Mismatch' : 'IncompleteBody';
    return { status: 400, code, message: error.message };
  }
  request.log.error({ err: error }, 'upload gateway: storage unreachable');
  return { status: 503, code: 'ServiceUnavailable', message: 'Please reduce your request rate.' };
}

function sendError(reply: FastifyReply, error: S3Error, resource: string, requestId: string): FastifyReply {
  return reply
    .code(error.status)
    .header('content-type', 'application/xml')
    .header('x-amz-request-id', requestId)
    .send(s3ErrorXml(error, resource, requestId));
}

async function readAll(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
