import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SIGNATURE_HEADER, signBody, verifyBody } from '../protocol/signature';
import type { WalletRequest } from '../protocol/wallet-messages';
import type { OwedCalls } from './owed-calls';
import type { OwedSettler } from './settle-owed';

/** Where the platform asks the provider about a round it still has open. */
export const ROUND_STATUS_PATH = '/rounds/status';

/**
 * What the provider says of a round: it still owes the wallet a win or a rollback (the call itself,
 * for the platform to apply: the same txId, so the provider's own retry is answered as a repeat),
 * a call of it is on its way right now (ask again later), or it owes nothing: the provider has
 * finished with it or never got past the bet, so the platform may void it.
 */
export type RoundStatus =
  | { state: 'owed'; action: 'win'; request: WalletRequest<'win'> }
  | { state: 'owed'; action: 'rollback'; request: WalletRequest<'rollback'> }
  | { state: 'pending' }
  | { state: 'none' };

const body = z.object({ roundId: z.string().trim().min(1).max(100) });

/** POST /rounds/status {roundId}, signed like the wallet callbacks (the same shared secret), answered signed. */
export function registerRoundStatus(app: FastifyInstance, deps: { secret: string; owed: OwedCalls; settler: OwedSettler }): void {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, raw, done) => done(null, raw));
    scope.post(ROUND_STATUS_PATH, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!verifyBody(deps.secret, raw, request.headers[SIGNATURE_HEADER]))
        return reply.code(401).send({ status: false, msg: 'invalid_signature' });
      let parsed;
      try {
        parsed = body.safeParse(JSON.parse(raw.toString('utf8')));
      } catch {
        return reply.code(400).send({ status: false, msg: 'invalid_json' });
      }
      if (!parsed.success) return reply.code(400).send({ status: false, msg: 'invalid_request' });
      const answer = JSON.stringify(statusOf(deps, parsed.data.roundId));
      return reply.header('content-type', 'application/json').header(SIGNATURE_HEADER, signBody(deps.secret, answer)).send(answer);
    });
  });
}

function statusOf(deps: { owed: OwedCalls; settler: OwedSettler }, roundId: string): RoundStatus {
  const round = deps.owed.get(roundId);
  if (!round) return { state: 'none' };
  if (deps.settler.isBusy(roundId) || round.state === 'betting') return { state: 'pending' };
  return round.state === 'settling'
    ? { state: 'owed', action: 'win', request: round.win }
    : { state: 'owed', action: 'rollback', request: round.rollback };
}
