import type { WalletRequest } from '@/lib/contracts/wallet';
import type { Handler } from '../../endpoints/handler';
import type { OperatorContext } from '../../endpoints/context';
import type { HandlerResult } from '../../endpoints/result';
import { decideRequest, type DecisionInput } from '../wallet/decide';
import { findRequest } from '../wallet/requests';

/**
 * The operator's four decisions. Each refuses a request that is not pending (request_not_pending),
 * also when the member cancels or another operator decides at the same moment. A decision, once
 * committed, reaches the member at once: `wallet-request-decided` (a toast) and `balance-changed`.
 */
async function decideAndTell(ctx: OperatorContext, id: number, input: DecisionInput): Promise<HandlerResult<WalletRequest>> {
  const result = await decideRequest(ctx.db, id, input, ctx.now);
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
  return result;
}

export const depositApprove: Handler<'operator/deposit-approve'> = ({ id, reason }, ctx) =>
  decideAndTell(ctx, id, { kind: 'deposit', decision: 'approved', reason });

export const depositReject: Handler<'operator/deposit-reject'> = ({ id, reason }, ctx) =>
  decideAndTell(ctx, id, { kind: 'deposit', decision: 'rejected', reason });

export const withdrawalApprove: Handler<'operator/withdrawal-approve'> = ({ id, reason }, ctx) =>
  decideAndTell(ctx, id, { kind: 'withdrawal', decision: 'approved', reason });

export const withdrawalReject: Handler<'operator/withdrawal-reject'> = ({ id, reason }, ctx) =>
  decideAndTell(ctx, id, { kind: 'withdrawal', decision: 'rejected', reason });
