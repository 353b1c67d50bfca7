import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * The one seam to the loyalty module: a condition on the `members` row (e.g.
 * `members.id in (select member_id from … where tier = …)`) that holds for the members of a VIP tier. Until loyalty is wired in, no member is in any tier, so a segment naming a tier
 * reaches nobody (never everybody).
 */
export function membersInVipTier(_tier: string): SQL {
  return sql`false`;
}
