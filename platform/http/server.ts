import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DEFAULT_FAILURE } from '@/lib/contracts/envelope';
import { ping } from '../db/connection';
import type { WalletCallbackRouter } from '../endpoints/provider-callbacks';
import type { GatewayConfirmationRouter } from '../endpoints/gateway-confirmations';
import { dispatch, type DispatchDeps } from './dispatch';
import { sendEnvelope } from './envelope';
import { ApiError } from './errors';
import { registerWalletCallbacks } from './wallet-callbacks';
import { registerGatewayConfirmations } from './gateway-confirmations';

/** Everything the server serves with, built by platform/app.ts: the HTTP layer imports no module. */
export type ServerContext = DispatchDeps & {
  /** Answers the game providers' seamless-wallet callbacks. */
  walletCallbacks: WalletCallbackRouter;
  /** Answers the payment gateways' signed deposit confirmations (webhooks). */
  gatewayConfirmations: GatewayConfirmationRouter;
};

export type ServerOptions = { logger?: FastifyServerOptions['logger'] };

export function buildServer(context: ServerContext, options: ServerOptions = {}): FastifyInstance {
  const { env, db } = context.services;
  const app = Fastify({
    logger: options.logger ?? false,
    // Only the site (loopback, or TRUSTED_PROXIES when it runs elsewhere) may tell us the client's address.
    trustProxy: env.trustedProxies,
    // The same cap as the site's proxy (API_BODY_LIMIT_BYTES): Fastify stops reading past it and answers 413.
    bodyLimit: env.apiBodyLimitBytes,
  });

  void app.register(cookie);

  // The site's proxy forwards bodies as-is: an empty JSON body means "no input", not an error.
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    jsonParser(request, text, done);
  });

  app.get('/health', async (_request, reply) => {
    await ping(db);
    return reply.header('cache-control', 'no-store').send({ status: true });
  });

  app.post('/api/*', (request, reply) => dispatch(context, request, reply));
  registerWalletCallbacks(app, context.walletCallbacks);
  registerGatewayConfirmations(app, context.gatewayConfirmations);

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/api/*',
    handler: (_request, reply) => sendEnvelope(reply.header('allow', 'POST'), 405, { status: false, code: 405, msg: 'method_not_allowed' }),
  });

  app.setNotFoundHandler((request, reply) =>
    sendEnvelope(reply, 404, { status: false, code: 404, msg: `Not found: ${request.method} ${request.url.split('?')[0]}` }),
  );

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      return sendEnvelope(reply, error.httpStatus, {
        status: false,
        code: error.httpStatus,
        msg: error.message,
        output: error.output,
      });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) are the client's to fix.
    const statusCode = (error as { statusCode?: unknown }).statusCode;
    if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
      return sendEnvelope(reply, statusCode, { status: false, code: statusCode, msg: clientErrorKey(error) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(reply, 500, DEFAULT_FAILURE);
  });

  return app;
}

function clientErrorKey(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'invalid_json';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload_too_large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported_media_type';
    default:
      return error instanceof Error ? error.message : 'bad_request';
  }
}
