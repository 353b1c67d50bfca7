import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses } from '../../db/schema-promotions';
import { decimalsFor, formatMinor } from '../ledger';
import type { BetSettledHook, CallContext, MoneyCall, WagerHooks, WagerOutcome, Wagers } from '../wagers';
import type { MemberPublisher } from '../../endpoints/context';

/**
 * Play's pushes: after a bet, win or refund has committed, the member hears `balance-changed`, and
 * after a settlement on bonus money `bonus-progress`. Nothing here runs inside the bet's
 * transaction: the hook only notes which settlement touched a bonus (in memory, no query), and the
 * bonus is read on a later turn of the event loop, after the provider has its answer.
 */
export function wagerPushes(publisher: MemberPublisher, db: Database) {
  // Settlements on a bonus, noted by the hook, keyed by the adapter's txId; taken once the call returns.
  const onBonus = new Map<string, { memberId: number; bonusId: number }>();
  const key = (integration: string, txId: string) => `${integration}:${txId}`;

  const noteBonusSettlement: BetSettledHook = async (_tx, event) => {
    if (event.bonusId !== undefined && event.stake > 0n)
      onBonus.set(key(event.integration, event.txId), { memberId: event.memberId, bonusId: event.bonusId });
  };
  // Only settlements on a bonus are noted: a cash win's one statement has nothing to tell it.
  noteBonusSettlement.cashSettlementSql = () => null;

  async function pushBonusProgress(memberId: number, bonusId: number): Promise<void> {
    const [row] = await db.select().from(bonuses).where(eq(bonuses.id, bonusId)).limit(1);
    if (!row || row.memberId !== memberId) return;
    const decimals = decimalsFor(row);
    publisher.publishToMember(memberId, 'bonus-progress', {
      bonusId,
      wagered: formatMinor(row.wagered, decimals),
      required: formatMinor(row.required, decimals),
      status: row.status,
    });
  }

  const after =
    <C extends MoneyCall>(reason: 'bet' | 'win' | 'refund', run: (call: C, at: CallContext) => Promise<WagerOutcome>) =>
    async (call: C, at: CallContext): Promise<WagerOutcome> => {
      try {
        const outcome = await run(call, at);
        // A refusal or a replay moved nothing new; pushing on a replay is harmless (clients refetch).
        if (outcome.ok) publisher.publishToMember(call.memberId, 'balance-changed', { reason });
        // A limit or an exclusion refused the stake: the site says why (the game shows the provider's answer).
        if (!outcome.ok && outcome.refusedBy === 'guard')
          publisher.publishToMember(call.memberId, 'bet-refused', {
            reason: outcome.msg,
            ...(outcome.detail === undefined ? {} : { output: outcome.detail }),
          });
        const bonus = onBonus.get(key(at.integration, call.txId));
        if (outcome.ok && bonus) setImmediate(() => void pushBonusProgress(bonus.memberId, bonus.bonusId).catch(() => {}));
        return outcome;
      } finally {
        onBonus.delete(key(at.integration, call.txId));
      }
    };

  return {
    /** Registered after every other bet-settled hook. */
    hooks: { onBetSettled: [noteBonusSettlement] } satisfies WagerHooks,
    wrap(wagers: Wagers): Wagers {
      return {
        balance: wagers.balance,
        bet: after('bet', wagers.bet),
        win: after('win', wagers.win),
        rollback: after('refund', wagers.rollback),
      };
    },
  };
}
