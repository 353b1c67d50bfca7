import type { Handler, InputFor } from '../../endpoints/handler';
import { fail, ok, type HandlerResult } from '../../endpoints/result';
import { createRequest } from './create-request';
import { bothAlongside, gatewayDeposit, paymentStep } from './gateway-deposit';
import type { DepositStarted, PaymentGateways } from './gateway';
import { checkAmount, walletLimitsFor } from './limits';
import { findOperatorBank } from './operator-banks';
import { checkReceipt } from '../uploads';
import { attachDepositBonus, checkDepositPromotion, type DepositPromotion } from '../promotions';
import { memberMoneyLocks, decimalsFor } from '../ledger';
import type { Member } from '../../endpoints/context';
import type { NewRequest } from './create-request';
import { depositGuardStep, runDepositEffects } from './deposit-guards';
import type { Database } from '../../db/connection';
import type { PlatformEnv } from '../../env';
import type { ObjectStorage } from '../../storage/client';

/**
 * wallet/deposit. Through an instant gateway the money is credited at once (house_deposits → main)
 * and the request is born approved; through an asynchronous one it is born pending and the
 * gateway's signed confirmation credits it (gateway-confirm.ts). A bank transfer is born pending with its receipt and moves
 * nothing until an operator approves it (operator/deposit-approve). With a deposit-match
 * promotionId the bonus claim rides along in the same transaction (promotions/deposit-bonus.ts).
 */
export const deposit: Handler<'wallet/deposit'> = async (input, ctx) => {
  const result = await depositFor(input, ctx);
  // An instant gateway deposit is credited at once: the member's other tabs and devices hear it too.
  if (result.ok && result.output.status === 'approved')
    ctx.realtime.publishToMember(ctx.member.id, 'balance-changed', { reason: 'deposit' });
  return result;
};

const depositFor: Handler<'wallet/deposit'> = async (input, { db, env, member, now, storage, payments, depositGuards }) => {
  const decimals = decimalsFor(member);
  const limits = await walletLimitsFor(db, member.currency, decimals);
  const amount = checkAmount(input.amount, decimals, limits.deposit);
  if (!amount.ok) return fail(amount.msg, { output: amount.output });
  let plan: DepositPromotion | undefined;
  if (input.promotionId !== undefined) {
    const checked = await checkDepositPromotion(db, member, input.promotionId, amount.minor, now);
    if (!checked.ok) return fail(checked.msg, checked.output === undefined ? {} : { output: checked.output });
    plan = checked.plan;
  }

  const request = await requestFor(input, db, env, storage, member, amount.minor, payments, now);
  if (!request.ok) return request;
  const { started, ...made } = request.output;
  // The bonus is granted with the deposit only when the money is in now; a pending one waits for its credit.
  const bonus = plan ? withBonus(member, plan, amount.minor, made.status === 'approved', now) : {};
  // Limits and exclusions (deposit-guards.ts), asked inside the request's transaction; their effects run once it committed.
  const effects: (() => void)[] = [];
  const guarded = depositGuards?.length
    ? { guard: depositGuardStep(depositGuards, { memberId: member.id, currency: member.currency, amount: amount.minor, now }, effects) }
    : {};
  const alongside = bothAlongside(made.alongside, bonus.alongside);
  const created = await createRequest(db, member, decimals, now, { ...made, ...bonus, ...(alongside ? { alongside } : {}), ...guarded });
  if (created.ok) runDepositEffects(effects);
  if (created.ok && started?.outcome === 'pending') started.afterRecorded?.();
  return created.ok && started ? ok({ ...created.output, ...paymentStep(started) }) : created;
};

/** The request a gateway deposit (instant: credited at once; async: pending, gateway-deposit.ts) or a bank transfer (pending, with its receipt) makes. */
async function requestFor(
  input: InputFor<'wallet/deposit'>,
  db: Database,
  env: PlatformEnv,
  storage: ObjectStorage,
  member: Member,
  amount: bigint,
  payments: PaymentGateways,
  now: Date,
): Promise<HandlerResult<NewRequest & { started?: DepositStarted }>> {
  if (input.method === 'gateway') {
    const options = { now, pendingMinutes: env.gatewayDepositMinutes, maxPendingDeposits: env.maxPendingDeposits };
    const made = await gatewayDeposit(payments, input, member, amount, options);
    return made.ok ? ok({ ...made.output.request, started: made.output.started }) : made;
  }

  const bank = await findOperatorBank(db, input.operatorBankId, member.currency);
  if (!bank) return fail('operator_bank_not_found');
  const receipt = await checkReceipt(db, storage, member.id, input.receiptKey);
  if (!receipt.ok) return fail(receipt.msg);
  return ok({
    kind: 'deposit',
    method: 'bank',
    status: 'pending',
    amount,
    operatorBankId: bank.id,
    // Only the key is kept: the uploads module owns the bucket and who may read it.
    receiptKey: input.receiptKey,
    idempotencyKey: input.idempotencyKey,
    lines: [],
    entryKind: 'deposit_request',
    maxPendingDeposits: env.maxPendingDeposits,
  });
}

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
