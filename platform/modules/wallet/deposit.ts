import type { Handler } from '../../endpoints/handler';
import { fail } from '../../endpoints/result';
import { decimalsFor } from './balance';
import { createRequest } from './create-request';
import { findGateway } from './gateways';
import { checkAmount, walletLimitsFor } from './limits';
import { depositCredit } from './movements';
import { findOperatorBank } from './operator-banks';
import { checkReceipt } from '../uploads';

/**
 * wallet/deposit. Through the demo gateway the money is credited at once (house_deposits → main)
 * and the request is born approved. A bank transfer is born pending with its receipt and moves
 * nothing until an operator approves it (operator/deposit-approve).
 */
export const deposit: Handler<'wallet/deposit'> = async (input, { db, env, member, now, storage }) => {
  const decimals = decimalsFor(member);
  const limits = await walletLimitsFor(db, member.currency, decimals);
  const amount = checkAmount(input.amount, decimals, limits.deposit);
  if (!amount.ok) return fail(amount.msg, { output: amount.output });

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
  });
};
