import { sql } from 'drizzle-orm';
import type { Maintenance } from '@/lib/contracts/catalog';
import type { Database } from '../../db/connection';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

/**
 * What is closed right now for members of a currency: games whose provider serves the currency,
 * and such providers. Entries whose `until` has passed are over. The published maintenance.json
 * comes from this same query, so the file and the endpoint agree.
 */
export async function listMaintenance(db: Database, currency: string, now: Date): Promise<Maintenance> {
  const result = await db.execute(sql`
    select m.kind, m.id
    from maintenance m
    left join games g on m.kind = 'game' and g.game_id = m.id
    join providers p on p.provider_id = (case when m.kind = 'game' then g.provider_id else m.id end)
    where (m.until is null or m.until > ${now.toISOString()}::timestamptz)
      and p.currencies @> ${JSON.stringify([currency.toUpperCase()])}::jsonb
    order by m.kind, m.id`);
  const rows = (result as unknown as { rows: Array<{ kind: string; id: string }> }).rows;
  return {
    games: rows.filter((r) => r.kind === 'game').map((r) => ({ id: r.id })),
    providers: rows.filter((r) => r.kind === 'provider').map((r) => ({ id: r.id })),
  };
}

export const gameMaintenance: Handler<'game/maintenance'> = async ({ currency }, { db, now }) =>
  ok(await listMaintenance(db, currency, now));
