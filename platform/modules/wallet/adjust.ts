import type { WalletBalance } from '@/lib/contracts/auth';
import type { Database } from '../../db/connection';
import type { Handler } from '../../endpoints/handler';
import { fail, ok, type HandlerResult } from '../../endpoints/result';
import type { Member } from '../../endpoints/context';
import { findMemberByUsername } from '../members';
import { fingerprintOf, house, memberMain, parseMinor, postEntry, decimalsFor } from '../ledger';
import { toWalletBalance } from './balance';

export type AdjustInput = { amount: string; note: string; idempotencyKey: string };

/**
 * Adds to (or takes from) a member's main wallet against the house adjustments account.
 * Idempotent by key: a replay answers the first result and moves nothing. A debit can never take
 * the wallet below zero (the ledger's CHECK refuses it as insufficient_balance).
 */
export async function adjustMember(db: Database, member: Member, input: AdjustInput): Promise<HandlerResult<WalletBalance>> {
  const decimals = decimalsFor(member);
  const amount = parseMinor(input.amount, decimals);
  if (amount === undefined || amount === 0n) return fail('error_amount');

  const main = memberMain(member.id, member.currency);
  const result = await postEntry<WalletBalance>(db, {
    kind: 'adjustment',
    idempotencyKey: `adjust:${input.idempotencyKey}`,
    fingerprint: fingerprintOf({ memberId: member.id, amount, note: input.note }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: main, amount },
      { account: house('house_adjustments', member.currency), amount: -amount },
    ],
    meta: { note: input.note },
    answer: (posted) => toWalletBalance(posted.balanceAfter(main), decimals, member.currency),
  });
  if (!result.ok) return fail(result.msg);
  return ok(result.answer);
}

/** operator/adjust: also how tests, demos and the seed fund a member. */
export const operatorAdjust: Handler<'operator/adjust'> = async (input, ctx) => {
  const member = await findMemberByUsername(ctx.db, input.username);
  if (!member) return fail('member_not_found');
  ctx.audit({ target: `member ${member.username}` });
  const result = await adjustMember(ctx.db, member, input);
  if (result.ok) ctx.realtime.publishToMember(member.id, 'balance-changed', { reason: 'adjustment' });
  return result;
};
