import type { FastifyInstance } from 'fastify';
import type { GatewayConfirmationRouter } from '../endpoints/gateway-confirmations';

/** Where payment gateways send their signed deposit confirmations (webhooks); {gateway} is the adapter's id. */
export const GATEWAY_CONFIRM_ROUTE = '/gateway/:gateway/confirm';

/** A confirmation is a few hundred bytes; anything near this is not one. */
export const GATEWAY_CONFIRM_BODY_LIMIT = 16 * 1024;

/**
 * POST /gateway/{id}/confirm, apart from /api/*: the caller is a payment gateway, not a browser.
 * The signature covers the raw bytes, so this scope keeps the body as a Buffer whatever its
 * content type, capped at GATEWAY_CONFIRM_BODY_LIMIT (413 past it). The server's error handler
 * answers Fastify's own 4xx; the router answers everything else, never with a 500 for a bad body.
 */
export function registerGatewayConfirmations(app: FastifyInstance, router: GatewayConfirmationRouter): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: GATEWAY_CONFIRM_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    scope.post<{ Params: { gateway: string } }>(
      GATEWAY_CONFIRM_ROUTE,
      { bodyLimit: GATEWAY_CONFIRM_BODY_LIMIT },
      async (request, reply) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const answer = await router.answer(request.params.gateway, { body, headers: request.headers });
        if (!answer) return reply.callNotFound();
        return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
      },
    );
  });
}
