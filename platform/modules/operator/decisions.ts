import type { Handler } from '../../endpoints/handler';
import { decideRequest } from '../wallet/decide';

/**
 * The operator's four decisions. Each refuses a request that is not pending (request_not_pending),
 * also when the member cancels or another operator decides at the same moment.
 */
export const depositApprove: Handler<'operator/deposit-approve'> = ({ id, reason }, { db, now }) =>
  decideRequest(db, id, { kind: 'deposit', decision: 'approved', reason }, now);

export const depositReject: Handler<'operator/deposit-reject'> = ({ id, reason }, { db, now }) =>
  decideRequest(db, id, { kind: 'deposit', decision: 'rejected', reason }, now);

export const withdrawalApprove: Handler<'operator/withdrawal-approve'> = ({ id, reason }, { db, now }) =>
  decideRequest(db, id, { kind: 'withdrawal', decision: 'approved', reason }, now);

export const withdrawalReject: Handler<'operator/withdrawal-reject'> = ({ id, reason }, { db, now }) =>
  decideRequest(db, id, { kind: 'withdrawal', decision: 'rejected', reason }, now);
