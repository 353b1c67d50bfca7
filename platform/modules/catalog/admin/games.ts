import { and, asc, desc, eq, exists, gt, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { gameListInput } from '@/lib/contracts/console-catalog';
import type { Database } from '../../../db/connection';
import { games, maintenance } from '../../../db/schema-catalog';
import type { Handler } from '../../../endpoints/handler';
import { ok } from '../../../endpoints/result';
import { maintenanceUntil, openMaintenance } from './maintenance-state';

type GameQuery = z.output<typeof gameListInput>;

/** `%` and `_` typed by an operator are letters, not wildcards. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function closedNow(now: Date): SQL {
  return exists(
    sql`(select 1 from ${maintenance} where ${and(
      eq(maintenance.kind, 'game'),
      eq(maintenance.id, games.gameId),
      or(isNull(maintenance.until), gt(maintenance.until, now)),
    )})`,
  );
}

function filters(q: GameQuery, now: Date): SQL | undefined {
  const search = q.search ? `%${likeEscape(q.search)}%` : null;
  return and(
    search ? or(ilike(games.displayName, search), ilike(games.gameId, search)) : undefined,
    q.providerId ? eq(games.providerId, q.providerId) : undefined,
    q.type ? eq(games.type, q.type) : undefined,
    q.flag === 'popular' ? eq(games.popular, true) : undefined,
    q.flag === 'new' ? eq(games.new, true) : undefined,
    q.flag === 'disabled' ? eq(games.enabled, false) : undefined,
    q.flag === 'maintenance' ? closedNow(now) : undefined,
  );
}

/** Names sort case-blind and by code point, so both engines (whatever their default collation) agree. */
const SORT_COLUMNS = {
  priority: games.priority,
  name: sql`lower(${games.displayName}) collate "C"`,
  provider: games.providerId,
} as const;

export async function listGames(db: Database, q: GameQuery, now: Date) {
  const where = filters(q, now);
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(games)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[q.sort]), asc(games.gameId))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(where),
  ]);
  const closed = await openMaintenance(
    db,
    'game',
    now,
    rows.map((r) => r.gameId),
  );
  return {
    page: q.page,
    total: Number(count?.n ?? 0),
    items: rows.map((g) => ({
      gameId: g.gameId,
      name: g.displayName,
      providerId: g.providerId,
      type: g.type,
      popular: g.popular,
      new: g.new,
      web: g.web,
      mobile: g.mobile,
      enabled: g.enabled,
      priority: g.priority,
      maintenanceUntil: maintenanceUntil(closed, g.gameId),
    })),
  };
}

/** operator/game-list: the games, searched by name or id, filtered and sorted, a page at a time. */
export const gameList: Handler<'operator/game-list'> = async (input, { db, now }) => ok(await listGames(db, input, now));
