import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/connection';
import { maintenance } from '../../../db/schema-catalog';

/** Closed ids of one kind right now, with when each reopens (null: until reopened by hand). */
export async function openMaintenance(
  db: Database,
  kind: 'game' | 'provider',
  now: Date,
  ids?: string[],
): Promise<Map<string, Date | null>> {
  if (ids && ids.length === 0) return new Map();
  const rows = await db
    .select({ id: maintenance.id, until: maintenance.until })
    .from(maintenance)
    .where(
      and(
        eq(maintenance.kind, kind),
        or(isNull(maintenance.until), gt(maintenance.until, now)),
        ids ? inArray(maintenance.id, ids) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.id, r.until]));
}

/** The console's reading: ISO end, '' until further notice, null when open. */
export function maintenanceUntil(closed: Map<string, Date | null>, id: string): string | null {
  if (!closed.has(id)) return null;
  return closed.get(id)?.toISOString() ?? '';
}
