import type { FastifyInstance } from 'fastify';
import type { WalletCallbackRouter } from '../endpoints/provider-callbacks';

/** Where game providers send their seamless-wallet callbacks; {integration} is the adapter's id. */
export const WALLET_CALLBACK_ROUTE = '/provider/:integration/wallet/:action';

/**
 * POST /provider/{integration}/wallet/{action}, apart from /api/*: the caller is a game provider,
 * not a browser, and its answer is in the provider's format, not the envelope. Signatures cover the
 * raw bytes, so this route family keeps its own body parser (encapsulated: /api/* is untouched).
 */
export function registerWalletCallbacks(app: FastifyInstance, router: WalletCallbackRouter): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { integration: string; action: string } }>(WALLET_CALLBACK_ROUTE, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await router.answer(request.params.integration, request.params.action, { body, headers: request.headers });
      if (!answer) return reply.callNotFound();
      return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
    });
  });
}
