import { desc, eq, sql } from 'drizzle-orm';
import type { MemberRecord, MemberRecordTab } from '@/lib/contracts/console-members';
import type { Database } from '../../db/connection';
import { bonuses, promotions } from '../../db/schema-promotions';
import type { PlatformEnv } from '../../env';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { type HistoryQuery, type HistorySource, roundHistory, walletRequestHistory } from '../history';
import { commissionState } from '../loyalty';
import type { Member } from '../../endpoints/context';
import { findMemberById, liveSessions, sessionPolicy } from '../members';
import { decimalsFor, formatMinor } from '../ledger';
import { formatRate } from '../ledger';

type Page = { limit: number; offset: number };
type Facts = { db: Database; env: PlatformEnv; now: Date };
type Slice = { items: MemberRecord[]; total: number; summary?: string };

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : '');
const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

/**
 * Every posting on the member's cash and bonus wallets with the wallet's balance after it (a
 * running sum in posting order, which is the order the ledger applied them), newest first.
 */
async function ledgerRows(db: Database, member: Member, page: Page): Promise<Slice> {
  const decimals = decimalsFor(member);
  const accounts = sql`select id, kind from ledger_accounts
    where member_id = ${member.id} and currency = ${member.currency} and kind in ('member_main', 'member_bonus')`;
  const [counted, rows] = await Promise.all([
    db.execute(sql`select count(*)::int as n from postings p join (${accounts}) a on a.id = p.account_id`),
    db.execute(sql`
      select * from (
        select p.id, p.amount::text as amount, a.kind as account, e.kind, e.created_at, e.meta,
               sum(p.amount) over (partition by p.account_id order by p.id)::text as balance_after
        from postings p
        join (${accounts}) a on a.id = p.account_id
        join journal_entries e on e.id = p.entry_id
      ) t
      order by id desc limit ${page.limit} offset ${page.offset}`),
  ]);
  return {
    total: Number(rowsOf(counted)[0]?.n ?? 0),
    items: rowsOf(rows).map((r) => {
      const meta = (r.meta ?? {}) as Record<string, unknown>;
      return {
        id: String(r.id),
        cells: {
          time: new Date(String(r.created_at)).toISOString(),
          kind: String(r.kind),
          wallet: r.account === 'member_bonus' ? 'bonus' : 'cash',
          amount: formatMinor(BigInt(String(r.amount)), decimals),
          balanceAfter: formatMinor(BigInt(String(r.balance_after)), decimals),
          note: typeof meta.note === 'string' ? meta.note : '',
        },
      };
    }),
  };
}

/** The member-facing histories (bets, deposits, withdrawals) over the whole membership. */
async function fromHistory(source: HistorySource, { db, now }: Facts, member: Member, page: Page): Promise<Slice> {
  const query: HistoryQuery = {
    memberId: member.id,
    decimals: decimalsFor(member),
    language: 'en',
    start: new Date(0),
    end: new Date(now.getTime() + 86_400_000),
    status: undefined,
    ...page,
  };
  const { rows, total } = await source(db, query);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      cells: { time: row.createdAt, amount: row.amount, status: row.status, description: row.description, ...row.extra },
    })),
  };
}

/** Every bonus the member claimed (open ones first), with wagering progress. */
async function bonusRows(db: Database, member: Member, page: Page): Promise<Slice> {
  const decimals = decimalsFor(member);
  const where = eq(bonuses.memberId, member.id);
  const open = sql`case when ${bonuses.status} in ('pending', 'active') then 0 else 1 end`;
  const [total, rows] = await Promise.all([
    db.$count(bonuses, where),
    db
      .select({ bonus: bonuses, languages: promotions.languages })
      .from(bonuses)
      .innerJoin(promotions, eq(promotions.id, bonuses.promotionId))
      .where(where)
      .orderBy(open, desc(bonuses.createdAt), desc(bonuses.id))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return {
    total,
    items: rows.map(({ bonus, languages }) => {
      const progress = bonus.required > 0n ? Number((bonus.wagered * 1000n) / bonus.required) / 10 : 100;
      return {
        id: String(bonus.id),
        cells: {
          time: iso(bonus.createdAt),
          promotion: languages.en?.title ?? Object.values(languages)[0]?.title ?? `#${bonus.promotionId}`,
          status: bonus.status,
          granted: formatMinor(bonus.granted, decimals),
          wagered: formatMinor(bonus.wagered, decimals),
          required: formatMinor(bonus.required, decimals),
          progress: `${Math.min(progress, 100).toFixed(1)}%`,
          expiresAt: iso(bonus.expiresAt),
          endedAt: iso(bonus.endedAt),
        },
      };
    }),
  };
}

/** The members this member referred (the referral module's own reading) and their commission. */
async function referralRows(db: Database, member: Member, page: Page): Promise<Slice> {
  const decimals = decimalsFor(member);
  const state = await commissionState(db, member);
  const newestFirst = [...state.referred].reverse();
  return {
    total: newestFirst.length,
    summary:
      `Commission ${formatRate(state.settings.commissionBp)} on ${state.settings.commissionBasis === 'turnover' ? 'turnover' : 'first deposits'}: ` +
      `claimed ${formatMinor(state.claimed, decimals)}, claimable ${formatMinor(state.claimable, decimals)} ${member.currency}`,
    items: newestFirst.slice(page.offset, page.offset + page.limit).map((r) => ({
      id: String(r.id),
      cells: {
        time: iso(r.joinedAt),
        username: r.username,
        turnover: formatMinor(r.turnover, decimals),
        firstDeposit: formatMinor(r.firstDeposit, decimals),
        lastPlayed: r.lastPlayedDay ?? '',
      },
    })),
  };
}

async function sessionRows({ db, env, now }: Facts, member: Member, page: Page): Promise<Slice> {
  const { total, rows } = await liveSessions(db, member.id, now, sessionPolicy(env), page);
  return {
    total,
    items: rows.map((s, i) => ({
      id: `${page.offset + i + 1}`,
      cells: { time: iso(s.createdAt), lastSeen: iso(s.lastSeenAt), ip: s.ip, userAgent: s.userAgent },
    })),
  };
}

function recordsOf(tab: MemberRecordTab, facts: Facts, member: Member, page: Page): Promise<Slice> {
  switch (tab) {
    case 'ledger':
      return ledgerRows(facts.db, member, page);
    case 'bets':
      return fromHistory(roundHistory(['open', 'settled', 'rolled_back']), facts, member, page);
    case 'deposits':
      return fromHistory(walletRequestHistory('deposit'), facts, member, page);
    case 'withdrawals':
      return fromHistory(walletRequestHistory('withdrawal'), facts, member, page);
    case 'bonuses':
      return bonusRows(facts.db, member, page);
    case 'referrals':
      return referralRows(facts.db, member, page);
    case 'sessions':
      return sessionRows(facts, member, page);
  }
}

/** operator/member-records: one tab of the member page, paged on the platform. */
export const operatorMemberRecords: Handler<'operator/member-records'> = async ({ memberId, tab, page, pageSize }, ctx) => {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return fail('member_not_found');
  const slice = await recordsOf(tab, ctx, member, { limit: pageSize, offset: (page - 1) * pageSize });
  return ok({ tab, items: slice.items, total: slice.total, page, pageSize, summary: slice.summary ?? '' });
};
