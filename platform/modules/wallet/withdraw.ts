import type { Handler } from '../../endpoints/handler';
import { fail } from '../../endpoints/result';
import { findBankAccount, listBankAccounts, checkPin, findPin } from '../members';
import { createRequest } from './create-request';
import { decideRequest } from './decide';
import { checkAmount, walletLimitsFor } from './limits';
import { withdrawalHold } from './movements';
import { outstandingTurnover } from './turnover-requirement';
import { activeBonusAtWithdrawal, forfeitForWithdrawal } from '../promotions';
import { memberMoneyLocks, decimalsFor, formatMinor } from '../ledger';
import { enforceWithdrawalAllowance, vipWithdrawalAllowance } from '../loyalty';
import { withdrawalVerificationRefusal } from '../verification';

/**
 * wallet/withdraw: to one of the member's bound bank accounts, with the withdrawal PIN, within
 * the limits and the balance, once any turnover requirement is met. The amount is held at once
 * (main → house_withdrawals_pending) and waits for the operator. The cheap refusals come first;
 * the PIN is checked last so an amount typo does not cost a PIN try. A withdrawal takes cash only;
 * with an active bonus it needs acceptBonusForfeit (else bonus_forfeit_confirmation_required, with
 * the amount that would be lost), and then ends the bonus in the same transaction as the hold.
 * Above the verification threshold the member must be verified (verification_required, with it).
 */
export const withdraw: Handler<'wallet/withdraw'> = async (input, { db, member, now, env }) => {
  const account = await findBankAccount(db, member.id, input.bankAccountId);
  if (!account) return fail((await listBankAccounts(db, member.id)).length === 0 ? 'bank_account_required' : 'bank_account_not_found');
  if (!(await findPin(db, member.id))) return fail('pin_required');

  const decimals = decimalsFor(member);
  const limits = await walletLimitsFor(db, member.currency, decimals);
  const amount = checkAmount(input.amount, decimals, limits.withdrawal);
  if (!amount.ok) return fail(amount.msg, { output: amount.output });
  // Above the currency's verification threshold only a verified member may withdraw (docs/member-safety.md).
  const unverified = await withdrawalVerificationRefusal(db, member, amount.minor);
  if (unverified) return fail(unverified.msg, { output: unverified.output });

  // The member's VIP tier limits withdrawals per loyalty day (count and amount), checked in the hold's transaction.
  const [outstanding, allowance] = await Promise.all([
    outstandingTurnover(db, member),
    vipWithdrawalAllowance(db, member, now, env.loyaltyDayOffsetHours),
  ]);
  if (outstanding > 0n) return fail('turnover_required', { output: { outstanding: formatMinor(outstanding, decimals) } });
  const bonus = await activeBonusAtWithdrawal(db, member, now);
  if (bonus && input.acceptBonusForfeit !== true) {
    return fail('bonus_forfeit_confirmation_required', { output: { forfeit: formatMinor(bonus.forfeit, decimals) } });
  }

  const pin = await checkPin(db, member.id, input.pin, now);
  if (!pin.ok) return fail(pin.msg, 'output' in pin ? { output: pin.output } : {});

  // The balance is not pre-checked: the ledger's CHECK refuses an overdraft as insufficient_balance, race-free.
  return createRequest(db, member, decimals, now, {
    kind: 'withdrawal',
    method: 'bank',
    status: 'pending',
    amount: amount.minor,
    bankAccountId: account.id,
    idempotencyKey: input.idempotencyKey,
    lines: withdrawalHold({ memberId: member.id, currency: member.currency }, amount.minor),
    entryKind: 'withdrawal_hold',
    ...(bonus ? { lock: memberMoneyLocks(member) } : {}),
    alongside: async (tx) => {
      if (allowance) await enforceWithdrawalAllowance(tx, member, allowance, now, env.loyaltyDayOffsetHours, decimals);
      if (bonus) await forfeitForWithdrawal(tx, bonus.bonus, now);
    },
  });
};

/** wallet/withdraw-cancel: the member takes back their own pending withdrawal. */
export const withdrawCancel: Handler<'wallet/withdraw-cancel'> = async ({ id }, { db, member, now }) =>
  decideRequest(db, id, { kind: 'withdrawal', decision: 'cancelled', reason: '', memberId: member.id }, now);
