import type { Database } from '../../db/connection';
import { auditLog } from '../../db/schema-staff';

/**
 * A member's own change of a limit (set, lowered, raise or removal requested, confirmed, cancelled),
 * written to the operators' audit log in the change's transaction: the log and the change commit together.
 * The actor is the member (role "member"); amounts are the member's currency's decimal strings.
 */
export async function recordLimitChange(
  tx: Database,
  change: { at: Date; member: { id: number; username: string }; action: string; before: unknown; after: unknown; ip: string },
): Promise<void> {
  await tx.insert(auditLog).values({
    at: change.at,
    actor: change.member.username,
    staffId: null,
    role: 'member',
    action: `member/${change.action}`,
    target: `member ${change.member.username} #${change.member.id}`,
    input: change.after,
    before: change.before,
    after: change.after,
    outcome: 'ok',
    msg: 'success',
    ip: change.ip,
  });
}
