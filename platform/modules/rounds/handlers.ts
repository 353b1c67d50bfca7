import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import type { BonusWallet } from '../wagers';
import { listOpenRounds } from './open-rounds';
import { voidRound } from './void-round';

declare module '../../endpoints/context' {
  interface PlatformServices {
    /** What operator/round-void needs beyond the database: the bonus wallets, to return a bonus's share of a stake. */
    rounds: { bonuses?: BonusWallet };
  }
}

/** operator/rounds-open: rounds still open (a bet taken, no win or rollback), oldest first, with totals per currency. */
export const operatorOpenRounds: Handler<'operator/rounds-open'> = async (input, { db, now }) => ok(await listOpenRounds(db, input, now));

/** operator/round-void: the stake back and the round closed, once (docs/games.md, "Voiding a round"). */
export const operatorRoundVoid: Handler<'operator/round-void'> = async (input, ctx) => {
  ctx.audit({ target: `round ${input.providerId}/${input.roundId}` });
  const by = ctx.operator.kind === 'staff' ? ctx.operator.username : 'operator-key';
  const result = await voidRound(ctx.db, { ...input, by, now: ctx.now }, ctx.rounds.bonuses);
  if (!result.ok) return fail(result.msg);
  ctx.audit({ target: `round ${input.providerId}/${input.roundId}`, after: { ...result.answer, reason: input.reason } });
  if (!result.replayed) ctx.realtime.publishToMember(result.answer.memberId, 'balance-changed', { reason: 'refund' });
  return ok(result.answer);
};
