import type { Database } from '../../db/connection';
import { auditLog } from '../../db/schema-staff';

/**
 * A member's own safety change (a break taken, a reality check or session limit changed), written to
 * the operators' audit log in the change's transaction, so the log and the change commit together.
 * The actor is the member (role "member"); the password never reaches the row.
 */
export async function recordMemberChange(
  tx: Database,
  change: { at: Date; member: { id: number; username: string }; action: string; before: unknown; after: unknown; ip: string },
): Promise<void> {
  await tx.insert(auditLog).values({
    at: change.at,
    actor: change.member.username,
    staffId: null,
    role: 'member',
    action: change.action,
    target: `member ${change.member.username} #${change.member.id}`,
    input: change.after,
    before: change.before,
    after: change.after,
    outcome: 'ok',
    msg: 'success',
    ip: change.ip,
  });
}
