import type { WalletRequest } from '@/lib/contracts/wallet';
import type { Handler } from '../../endpoints/handler';
import type { OperatorContext } from '../../endpoints/context';
import type { HandlerResult } from '../../endpoints/result';
import { decideRequest, type DecisionInput, findRequest, payOutApprovedWithdrawal } from '../wallet';

type DecisionEndpoint =
  'operator/deposit-approve' | 'operator/deposit-reject' | 'operator/withdrawal-approve' | 'operator/withdrawal-reject';

/**
 * The operator's four decisions. Each refuses a request that is not pending (request_not_pending),
 * also when the member cancels or another operator decides at the same moment. The audit log gets
 * the request as target and its status before (pending) and after. A decision, once committed,
 * reaches the member at once: `wallet-request-decided` (a toast) and `balance-changed`. An approved
 * withdrawal is then handed to the payout gateway of its currency, if one is registered
 * (wallet/gateway-payout.ts); without one the operator pays it by hand.
 */
async function decideAndTell(ctx: OperatorContext, id: number, input: DecisionInput): Promise<HandlerResult<WalletRequest>> {
  const result = await decideRequest(ctx.db, id, input, ctx.now);
  ctx.audit({ target: `${input.kind} #${id}`, before: result.ok ? { status: 'pending' } : null });
  if (!result.ok) return result;
  const request = await findRequest(ctx.db, id);
  if (request) {
    const status = result.output.status === 'approved' ? 'approved' : 'rejected';
    ctx.realtime.publishToMember(request.memberId, 'wallet-request-decided', {
      requestId: id,
      kind: input.kind,
      status,
      amount: result.output.amount,
    });
    ctx.realtime.publishToMember(request.memberId, 'balance-changed', { reason: 'decision' });
  }
  if (input.kind === 'withdrawal' && result.output.status === 'approved') await payOutApprovedWithdrawal(ctx.db, ctx.payments, id, ctx.now);
  return result;
}

function decision(kind: 'deposit' | 'withdrawal', decided: 'approved' | 'rejected'): Handler<DecisionEndpoint> {
  return ({ id, reason }, ctx: OperatorContext) => decideAndTell(ctx, id, { kind, decision: decided, reason });
}

export const depositApprove = decision('deposit', 'approved');
export const depositReject = decision('deposit', 'rejected');
export const withdrawalApprove = decision('withdrawal', 'approved');
export const withdrawalReject = decision('withdrawal', 'rejected');
