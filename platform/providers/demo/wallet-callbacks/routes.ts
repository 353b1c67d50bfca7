import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/connection';
import { verifyBody, SIGNATURE_HEADER } from '../protocol/signature';
import { WALLET_ACTIONS, walletRequests, type WalletAction, type WalletAnswer } from '../protocol/wallet-messages';
import * as wallet from './seamless-wallet';

export const WALLET_CALLBACK_PREFIX = '/provider/demo/wallet';

export type WalletCallbackDeps = { db: Database; secret: string; clock: () => Date };

const handlers: { [A in WalletAction]: (deps: wallet.WalletDeps, req: never) => Promise<WalletAnswer> } = {
  balance: wallet.balance,
  bet: wallet.bet,
  win: wallet.win,
  rollback: wallet.rollback,
};

/**
 * POST /provider/demo/wallet/{balance|bet|win|rollback} on the platform's server, apart from
 * /api/*: the caller is the game provider, not a browser. The signature covers the raw bytes,
 * so this route family keeps its own body parser (encapsulated: /api/* is untouched).
 */
export function registerWalletCallbacks(app: FastifyInstance, deps: WalletCallbackDeps): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { action: string } }>(`${WALLET_CALLBACK_PREFIX}/:action`, async (request, reply) => {
      const action = request.params.action as WalletAction;
      if (!WALLET_ACTIONS.includes(action)) return reply.code(404).send({ status: false, msg: 'unknown_action' });

      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyBody(deps.secret, raw, request.headers[SIGNATURE_HEADER])) {
        return reply.code(401).send({ status: false, msg: 'invalid_signature' });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return reply.code(400).send({ status: false, msg: 'invalid_json' });
      }
      const parsed = walletRequests[action].safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reply.code(400).send({ status: false, msg: `invalid_request: ${issue?.path.join('.') ?? ''}` });
      }
      const answer = await handlers[action]({ db: deps.db, now: deps.clock() }, parsed.data as never);
      return reply.header('cache-control', 'no-store').send(answer);
    });
  });
}
