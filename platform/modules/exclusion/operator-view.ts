import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { findMemberById } from '../members';
import { breakHistory } from './breaks';
import { inForceAt } from './periods';
import { playSettingsOf } from './play-settings';

/**
 * operator/member-safety: the member's breaks (the one in force first) and play settings, for the
 * console's member page. Read-only: no operator endpoint shortens or lifts a break.
 */
export const operatorMemberSafety: Handler<'operator/member-safety'> = async ({ memberId }, ctx) => {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return fail('member_not_found');
  const [history, settings] = await Promise.all([breakHistory(ctx.db, memberId), playSettingsOf(ctx.db, memberId)]);
  const inForce =
    history
      .filter((b) => inForceAt({ startedAt: new Date(b.startedAt), endsAt: b.endsAt ? new Date(b.endsAt) : null }, ctx.now))
      .sort((a, b) => (a.endsAt === null ? -1 : b.endsAt === null ? 1 : b.endsAt.localeCompare(a.endsAt)))[0] ?? null;
  return ok({ inForce, history, ...settings });
};
