import type { Database } from '../../db/connection';
import { houseOfPlay, joined, memberBonus, NOT_AT_ONCE, postAtOnce, q, rawText, type Fragment, type PostResult } from '../ledger';
import type { CallContext, WinCall } from './calls';
import type { WagerHooks } from './hooks';
import { callValues, fingerprintFor, txKey } from './keys';
import type { StoredAnswer } from './outcomes';
import type { Target } from './target';

/**
 * The hooks' writes for a cash settlement, or null when some hook can only run in a transaction
 * (then every win takes payWin's general path).
 */
export function cashSettlementWrites(hooks: WagerHooks, call: WinCall, at: CallContext): Fragment[] | null {
  const writes: Fragment[] = [];
  for (const hook of hooks.onBetSettled) {
    if (!hook.cashSettlementSql) return null;
    const write = hook.cashSettlementSql({
      memberId: call.memberId,
      currency: call.currency,
      providerId: call.providerId,
      settledAt: at.now,
      win: call.amount,
    });
    if (write) writes.push(write);
  }
  return writes;
}

/**
 * The common win in ONE statement (postAtOnce), the way the cash bet is: a round played without a
 * bonus, open or already settled, is settled (`pre`: its row locked first, as payWin's transaction
 * does), the win moves house_wins → wallet (none for a lost round), the entry stores its answer
 * (the wallet's playable balance afterwards), and the hooks' writes read the settled stake from `s`.
 * A round on bonus money, rolled back or unknown matches nothing: nothing is written and the answer
 * is NOT_AT_ONCE, for payWin's transaction to settle (or refuse) it. A replay meets the taken key,
 * which undoes the whole statement, and answers the stored answer.
 */
export function winAtOnce(
  db: Database,
  call: WinCall,
  at: CallContext,
  target: Target,
  writes: Fragment[],
): Promise<PostResult<StoredAnswer>> {
  const values = callValues(call);
  const round = q`provider_id = ${call.providerId} and round_id = ${call.roundId} and member_id = ${call.memberId}`;
  const first = q`o as (select status, bet from game_rounds
      where ${round} and status in ('open', 'settled') and bonus_id is null and bet_from_bonus = 0 for update),
    pre as (update game_rounds g set win = g.win + ${call.amount.toString()}::bigint, status = 'settled', settled_at = ${at.now.toISOString()}::timestamptz
      from o where g.provider_id = ${call.providerId} and g.round_id = ${call.roundId} and g.member_id = ${call.memberId}
      returning case when o.status = 'open' then o.bet else 0 end as stake, g.game_id)`;
  const settled = q`s as (select pre.stake, (select type from games where games.game_id = pre.game_id) as category
      from pre where exists (select 1 from e))`;
  const after = joined([settled, ...writes.map((write, i) => q`${rawText(`h${i}`)} as (${write})`)], ', ');
  const onMain = target.walletKind === 'member_main';
  const bonusMoney = memberBonus(call.memberId, call.currency);
  return postAtOnce(db, {
    kind: 'win',
    idempotencyKey: txKey(at.integration, call.txId),
    fingerprint: fingerprintFor('win', values),
    currency: call.currency,
    memberId: call.memberId,
    lines:
      call.amount > 0n
        ? [
            { account: houseOfPlay('house_wins', call.currency, call.providerId, call.memberId), amount: -call.amount },
            { account: target.wallet, amount: call.amount },
          ]
        : [],
    meta: { ...values, wallet: target.walletKind },
    answerFrom: target.wallet,
    // What the game may play with on main: cash plus bonus money (none when no bonus is running).
    ...(onMain
      ? {
          answerPlus: q`coalesce((select sum(balance) from ledger_accounts
            where member_id = ${bonusMoney.memberId} and currency = ${bonusMoney.currency} and kind = 'member_bonus'), 0)`,
        }
      : {}),
    first,
    after,
  }) as Promise<PostResult<StoredAnswer>>;
}

export { NOT_AT_ONCE };
