import { sql, type SQLWrapper } from 'drizzle-orm';
import { testPlatform, type TestPlatform } from '../../test-support';
import { readyMember } from '../wallet/testing/wallet-fixture';
import { decodeCursor } from './cursor';
import { journalKinds } from './kinds';
import { journalQuery } from './sources/journal';
import { requestsQuery } from './sources/requests';
import { roundsQuery } from './sources/rounds';
import type { TimelineQuery } from './sources/shared';

/**
 * A member with a year of heavy play (8,000 rounds and their 8,000 bet entries) beside a few
 * hundred deposits and adjustments, among others' deposits: every source of a page reads its member index, on the first
 * page and deep in the list, never the whole table.
 */
let platform: TestPlatform;
let memberId: number;
const ROUNDS = 8_000;

beforeAll(async () => {
  platform = await testPlatform();
  const m = await readyMember(platform, '10.00');
  const other = await readyMember(platform, '0');
  memberId = m.profile.id;
  // One round an hour: 8,000 hours reach back about 11 months.
  const year = sql`(now() - (g * interval '1 hour'))`;
  await platform.db.execute(sql`
    insert into game_rounds (provider_id, round_id, member_id, game_id, currency, bet, win, status, created_at)
    select 'ztseam', 'plan-' || g, ${memberId}, 'slot', 'MYR', 100, 50, 'settled', ${year} from generate_series(1, ${ROUNDS}) g`);
  await platform.db.execute(sql`
    insert into journal_entries (kind, member_id, currency, idempotency_key, request_fingerprint, created_at)
    select 'bet', ${memberId}, 'MYR', 'plan-bet-' || g, 'x', ${year} from generate_series(1, ${ROUNDS}) g`);
  await platform.db.execute(sql`
    insert into journal_entries (kind, member_id, currency, idempotency_key, request_fingerprint, created_at)
    select 'adjustment', ${memberId}, 'MYR', 'plan-adj-' || g, 'x', now() - g * interval '1 day' from generate_series(1, 300) g`);
  await platform.db.execute(sql`
    insert into wallet_requests (member_id, kind, method, gateway_id, amount_minor, currency, status, idempotency_key, created_at)
    select ${memberId}, 'deposit', 'gateway', 'demo-pay', 1000, 'MYR', 'approved', 'plan-dep-' || g, now() - g * interval '1 day'
    from generate_series(1, 300) g`);
  await platform.db.execute(sql`
    insert into wallet_requests (member_id, kind, method, gateway_id, amount_minor, currency, status, idempotency_key, created_at)
    select ${other.profile.id}, 'deposit', 'gateway', 'demo-pay', 1000, 'MYR', 'approved', 'plan-other-' || g, now() - g * interval '1 hour'
    from generate_series(1, 3000) g`);
  await platform.db.execute(sql`analyze game_rounds, journal_entries, wallet_requests`);
}, 240_000);
afterAll(() => platform.close());

async function plan(query: SQLWrapper): Promise<string> {
  const rows = (await platform.db.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
  return rows.rows.map((r) => Object.values(r)[0]).join('\n');
}

function query(cursor?: string): TimelineQuery {
  return {
    memberId,
    decimals: 2,
    language: 'en',
    start: new Date(Date.now() - 365 * 86_400_000),
    end: new Date(Date.now() + 86_400_000),
    cursor: cursor === undefined ? undefined : decodeCursor(cursor),
    limit: 51,
  };
}

describe('timeline query plans', () => {
  const deep = Buffer.from(`${new Date(Date.now() - 200 * 86_400_000).toISOString().replace('Z', '000Z')}|rztseam:plan-1`).toString(
    'base64url',
  );

  it.each([
    ['the first page', undefined],
    ['a page deep in the year', deep],
  ])('reads rounds, requests and journal entries through their member indexes on %s', async (_label, cursor) => {
    const q = query(cursor);
    const rounds = await plan(roundsQuery(platform.db, q));
    expect(rounds).toContain('game_rounds_member_idx');
    expect(rounds).not.toMatch(/Seq Scan on game_rounds/);
    const requests = await plan(requestsQuery(platform.db, q, ['deposit', 'withdrawal']));
    // Either of the member's indexes: (member, kind, created_at) or (member, idempotency key).
    expect(requests).toMatch(/wallet_requests_member_(idx|key)/);
    expect(requests).not.toMatch(/Seq Scan on wallet_requests/);
    const journal = await plan(journalQuery(platform.db, q, journalKinds()));
    // (member, kind, created_at), or (member, created_at) read backwards when the kinds asked for are dense enough to stop early.
    expect(journal).toMatch(/journal_entries_member_(kind_)?idx/);
    expect(journal).not.toMatch(/Seq Scan on journal_entries/);
  });

  it('stops the rounds after one page instead of sorting the year', async () => {
    const rounds = await plan(roundsQuery(platform.db, query()));
    expect(rounds.split('\n')[0]).toMatch(/^Limit/);
    // Ordered by the index (an incremental sort only breaks ties of equal times), not a full sort.
    expect(rounds).not.toMatch(/^\s*->\s+Sort\b/m);
  });

  it('answers a page of the heavy member quickly', async () => {
    const started = performance.now();
    const rows = await roundsQuery(platform.db, query(deep));
    expect(rows).toHaveLength(51);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
