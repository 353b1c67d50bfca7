import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { sessions } from '../../db/schema';
import { gameRounds } from '../../db/schema-ledger';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { decimalsFor, formatMinor } from '../ledger';
import { hashSessionToken } from '../members';
import { playSettingsOf } from './play-settings';

/** Stakes and wins of the rounds the member began since `since`. */
export async function playSince(db: Database, memberId: number, since: Date): Promise<{ stakes: bigint; wins: bigint }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text`,
      wins: sql<string>`coalesce(sum(${gameRounds.win}), 0)::text`,
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), gte(gameRounds.createdAt, since)));
  return { stakes: BigInt(row?.stakes ?? '0'), wins: BigInt(row?.wins ?? '0') };
}

/**
 * safety/session: what the reality check shows — when this session began (its login), the
 * platform's now (the page measures from it, whatever its own clock says), the member's interval and
 * session limit, and the net result of the rounds played since the login.
 */
export const playSession: Handler<'safety/session'> = async (_input, ctx) => {
  const token = ctx.cookie.token;
  const [session] = token
    ? await ctx.db
        .select({ createdAt: sessions.createdAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token, ctx.env.sessionSecret)))
        .limit(1)
    : [];
  if (!session) return fail('not_logged_in', { httpStatus: 401, code: 401 });
  const [settings, play] = await Promise.all([playSettingsOf(ctx.db, ctx.member.id), playSince(ctx.db, ctx.member.id, session.createdAt)]);
  const decimals = decimalsFor(ctx.member);
  return ok({
    startedAt: session.createdAt.toISOString(),
    now: ctx.now.toISOString(),
    ...settings,
    currency: ctx.member.currency,
    net: formatMinor(play.wins - play.stakes, decimals),
    stakes: formatMinor(play.stakes, decimals),
    wins: formatMinor(play.wins, decimals),
  });
};
