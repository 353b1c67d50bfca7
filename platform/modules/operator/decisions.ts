import type { Handler } from '../../endpoints/handler';
import type { OperatorContext } from '../../endpoints/context';
import { decideRequest } from '../wallet/decide';

type DecisionEndpoint =
  'operator/deposit-approve' | 'operator/deposit-reject' | 'operator/withdrawal-approve' | 'operator/withdrawal-reject';

/**
 * The operator's four decisions. Each refuses a request that is not pending (request_not_pending),
 * also when the member cancels or another operator decides at the same moment. The audit log gets
 * the request as target and its status before (pending) and after.
 */
function decision(kind: 'deposit' | 'withdrawal', decided: 'approved' | 'rejected'): Handler<DecisionEndpoint> {
  return async ({ id, reason }, ctx: OperatorContext) => {
    const result = await decideRequest(ctx.db, id, { kind, decision: decided, reason }, ctx.now);
    ctx.audit({ target: `${kind} #${id}`, before: result.ok ? { status: 'pending' } : null });
    return result;
  };
}

export const depositApprove = decision('deposit', 'approved');
export const depositReject = decision('deposit', 'rejected');
export const withdrawalApprove = decision('withdrawal', 'approved');
export const withdrawalReject = decision('withdrawal', 'rejected');
