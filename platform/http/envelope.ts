import type { FastifyReply } from 'fastify';
import type { ApiResult } from '@/lib/contracts/envelope';

/** Every /api answer goes out through here: the envelope of docs/PRODUCT.md §7, never cached. */
export function sendEnvelope(reply: FastifyReply, httpStatus: number, body: ApiResult): FastifyReply {
  const envelope: ApiResult = { status: body.status, msg: body.msg };
  if (body.code !== undefined) envelope.code = body.code;
  if (body.output !== undefined) envelope.output = body.output;
  return reply.code(httpStatus).header('cache-control', 'no-store').send(envelope);
}
