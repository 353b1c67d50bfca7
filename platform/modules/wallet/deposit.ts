import type { Handler } from '../../endpoints/handler';
import { fail } from '../../endpoints/result';
import { createRequest } from './create-request';
import { findGateway } from './gateways';
import { checkAmount, walletLimitsFor } from './limits';
import { depositCredit } from './movements';
import { findOperatorBank } from './operator-banks';
import { checkReceipt } from '../uploads';
import { attachDepositBonus, checkDepositPromotion, type DepositPromotion } from '../promotions';
import { memberMoneyLocks, decimalsFor } from '../ledger';
import type { Member } from '../../endpoints/context';
import type { NewRequest } from './create-request';

/**
 * wallet/deposit. Through the demo gateway the money is credited at once (house_deposits → main)
 * and the request is born approved. A bank transfer is born pending with its receipt and moves
 * nothing until an operator approves it (operator/deposit-approve). With a deposit-match
 * promotionId the bonus claim rides along in the same transaction (promotions/deposit-bonus.ts).
 */
export const deposit: Handler<'wallet/deposit'> = async (input, ctx) => {
  const result = await depositFor(input, ctx);
  // A gateway deposit is credited at once: the member's other tabs and devices hear it too.
  if (result.ok && result.output.status === 'approved')
    ctx.realtime.publishToMember(ctx.member.id, 'balance-changed', { reason: 'deposit' });
  return result;
};

const depositFor: Handler<'wallet/deposit'> = async (input, { db, env, member, now, storage }) => {
  const decimals = decimalsFor(member);
  const limits = await walletLimitsFor(db, member.currency, decimals);
  const amount = checkAmount(input.amount, decimals, limits.deposit);
  if (!amount.ok) return fail(amount.msg, { output: amount.output });
  let bonus: Pick<NewRequest, 'lock' | 'alongside'> = {};
  if (input.promotionId !== undefined) {
    const checked = await checkDepositPromotion(db, member, input.promotionId, amount.minor, now);
    if (!checked.ok) return fail(checked.msg, checked.output === undefined ? {} : { output: checked.output });
    bonus = withBonus(member, checked.plan, amount.minor, input.method === 'gateway', now);
  }

  if (input.method === 'gateway') {
    const gateway = findGateway(env, input.gatewayId);
    if (!gateway) return fail('gateway_not_found');
    return createRequest(db, member, decimals, now, {
      kind: 'deposit',
      method: 'gateway',
      status: 'approved',
      amount: amount.minor,
      gatewayId: gateway.id,
      idempotencyKey: input.idempotencyKey,
      lines: depositCredit({ memberId: member.id, currency: member.currency }, amount.minor),
      entryKind: 'deposit',
      ...bonus,
    });
  }

  const bank = await findOperatorBank(db, input.operatorBankId, member.currency);
  if (!bank) return fail('operator_bank_not_found');
  const receipt = await checkReceipt(db, storage, member.id, input.receiptKey);
  if (!receipt.ok) return fail(receipt.msg);
  return createRequest(db, member, decimals, now, {
    kind: 'deposit',
    method: 'bank',
    status: 'pending',
    amount: amount.minor,
    operatorBankId: bank.id,
    // Only the key is kept: the uploads module owns the bucket and who may read it.
    receiptKey: input.receiptKey,
    idempotencyKey: input.idempotencyKey,
    lines: [],
    entryKind: 'deposit_request',
    maxPendingDeposits: env.maxPendingDeposits,
    ...bonus,
  });
};

/** The bonus claim that commits with the deposit; granted in it when the deposit is credited at once. */
function withBonus(
  member: Member,
  plan: DepositPromotion,
  amount: bigint,
  credited: boolean,
  now: Date,
): Pick<NewRequest, 'lock' | 'alongside'> {
  return {
    lock: memberMoneyLocks(member),
    alongside: (tx, request) => attachDepositBonus(tx, { member, plan, requestId: request.id, amount, credited, now }),
  };
}
