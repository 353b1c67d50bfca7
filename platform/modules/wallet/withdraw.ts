import type { Handler } from '../../endpoints/handler';
import { fail } from '../../endpoints/result';
import { findBankAccount, listBankAccounts } from '../members/bank-accounts';
import { checkPin, findPin } from '../members/pin';
import { decimalsFor, formatMinor } from './balance';
import { createRequest } from './create-request';
import { decideRequest } from './decide';
import { checkAmount, walletLimitsFor } from './limits';
import { withdrawalHold } from './movements';
import { outstandingTurnover } from './turnover-requirement';

/**
 * wallet/withdraw: to one of the member's bound bank accounts, with the withdrawal PIN, within
 * the limits and the balance, once any turnover requirement is met. The amount is held at once
 * (main → house_withdrawals_pending) and waits for the operator. The cheap refusals come first;
 * the PIN is checked last so an amount typo does not cost a PIN try.
 */
export const withdraw: Handler<'wallet/withdraw'> = async (input, { db, member, now }) => {
  const account = await findBankAccount(db, member.id, input.bankAccountId);
  if (!account) return fail((await listBankAccounts(db, member.id)).length === 0 ? 'bank_account_required' : 'bank_account_not_found');
  if (!(await findPin(db, member.id))) return fail('pin_required');

  const decimals = decimalsFor(member);
  const limits = await walletLimitsFor(db, member.currency, decimals);
  const amount = checkAmount(input.amount, decimals, limits.withdrawal);
  if (!amount.ok) return fail(amount.msg, { output: amount.output });

  const outstanding = await outstandingTurnover(db, member);
  if (outstanding > 0n) return fail('turnover_required', { output: { outstanding: formatMinor(outstanding, decimals) } });

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
  });
};

/** wallet/withdraw-cancel: the member takes back their own pending withdrawal. */
export const withdrawCancel: Handler<'wallet/withdraw-cancel'> = async ({ id }, { db, member, now }) =>
  decideRequest(db, id, { kind: 'withdrawal', decision: 'cancelled', reason: '', memberId: member.id }, now);
