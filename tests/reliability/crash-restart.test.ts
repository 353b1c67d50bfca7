import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../platform/db/connection';
import { fixture } from '../../platform/modules/games/testing/catalog-fixture';
import { signBody, SIGNATURE_HEADER } from '../../platform/providers/demo/protocol/signature';
import { freshDatabase, uniqueMember, type DatabaseTarget } from '../../platform/test-support';
import { startChildPlatform, type ChildPlatform } from './child-platform';
import { accountBalances, ledgerViolations, rows } from './invariants';

/**
 * The platform as a real process (serve.ts), a steady load of money operations over HTTP (signed
 * bet and win callbacks, operator adjustments), then SIGKILL in the middle of it — three times,
 * restarting on the same data (a PGlite directory, or a PostgreSQL database when DATABASE_URL is
 * set). After every crash: the ledger invariants hold, every request answered with success is in
 * the ledger exactly once with its exact movement, requests cut off by the kill are there whole
 * or not at all, nothing else is, and each balance is the sum of what is there. Finally every
 * request ever sent is replayed, twice: the answered ones answer as the first time, the cut-off
 * ones land once, and the second pass moves nothing. The load's bets and wins run in batches
 * (platform/modules/ledger/batch.ts), so each kill lands in the middle of batches.
 */
const ENGINE = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const OPERATOR_KEY = `crash-operator-${randomUUID()}`;
const PROVIDER_SECRET = `crash-provider-${randomUUID()}`;
const CYCLES = 3;
const MEMBERS = 8;
const WORKERS = 16;

type Reply = { status: number; body: Record<string, unknown> };
type Sent = {
  n: number;
  kind: 'fund' | 'adjust' | 'bet' | 'win';
  memberId: number;
  /** the journal entry's idempotency key this request writes under */
  key: string;
  /** what it moves into the member's main wallet */
  delta: bigint;
  send(base: string): Promise<Reply>;
  /** the first answer; an Error when the connection died before one came back */
  first?: Reply | Error;
  replayed?: Reply;
};

let dir: string;
let database: DatabaseTarget | undefined;
let childEnv: Record<string, string>;
let child: ChildPlatform | undefined;
const sent: Sent[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'crash-restart-'));
  childEnv = { DATA_DIR: dir, OPERATOR_KEY, PROVIDER_SECRET, DATABASE_URL: '', REGISTER_MAX_PER_IP: '100000' };
  if (ENGINE === 'postgres') {
    database = await freshDatabase();
    childEnv.DATABASE_URL = database.databaseUrl!;
  }
});
afterAll(async () => {
  await child?.kill();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

async function post(base: string, path: string, raw: string, headers: Record<string, string>): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

function record(entry: Omit<Sent, 'n'>): Sent {
  const full = { ...entry, n: sent.length };
  sent.push(full);
  return full;
}

function adjustRequest(kind: 'fund' | 'adjust', memberId: number, username: string, minor: bigint): Sent {
  const idempotencyKey = `${kind}-${randomUUID()}`;
  const amount = `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor)
    .toString()
    .padStart(3, '0')
    .replace(/(\d\d)$/, '.$1')}`;
  const raw = JSON.stringify({ username, amount, note: kind, idempotencyKey });
  return record({
    kind,
    memberId,
    key: `adjust:${idempotencyKey}`,
    delta: minor,
    send: (base) => post(base, '/api/operator/adjust', raw, { 'x-operator-key': OPERATOR_KEY }),
  });
}

function callbackRequest(kind: 'bet' | 'win', memberId: number, roundId: string, minor: bigint): Sent {
  const txId = randomUUID();
  const raw = JSON.stringify({
    txId,
    roundId,
    memberId,
    providerId: fixture.seamless.providerId,
    gameId: fixture.seamless.slot,
    currency: 'MYR',
    amount: minor.toString(),
  });
  return record({
    kind,
    memberId,
    key: `demo:tx:${txId}`,
    delta: kind === 'bet' ? -minor : minor,
    send: (base) => post(base, `/provider/demo/wallet/${kind}`, raw, { [SIGNATURE_HEADER]: signBody(PROVIDER_SECRET, raw) }),
  });
}

const succeeded = (reply: Reply | Error | undefined): reply is Reply =>
  !!reply && !(reply instanceof Error) && reply.status === 200 && reply.body.status === true;

async function openData(): Promise<DatabaseHandle> {
  return openDatabase(database ? { databaseUrl: database.databaseUrl } : { dataDir: join(dir, 'pglite') });
}

/**
 * With the platform down: invariants, then every recorded request against the journal. `settled`
 * says every request must be in it (after the replays); otherwise only the answered ones must.
 */
async function checkLedger(members: { id: number }[], settled: boolean, when: string) {
  const handle = await openData();
  try {
    const db = handle.db;
    const violations = await ledgerViolations(db);
    expect(violations, `${when}: ledger invariants`).toEqual([]);

    const entries = await rows<{ key: string; member_id: number; entries: number; moved: string }>(
      db,
      sql`select e.idempotency_key as key, e.member_id, count(distinct e.id)::int as entries,
                 coalesce(sum(p.amount) filter (where a.kind = 'member_main'), 0)::text as moved
          from journal_entries e left join postings p on p.entry_id = e.id left join ledger_accounts a on a.id = p.account_id
          group by e.idempotency_key, e.member_id`,
    );
    const ours = new Set(members.map((m) => m.id));
    const byKey = new Map(entries.filter((e) => ours.has(e.member_id)).map((e) => [e.key, e]));
    const sentKeys = new Set(sent.map((s) => s.key));
    const strays = [...byKey.keys()].filter((key) => !sentKeys.has(key));
    expect(strays, `${when}: entries nobody asked for`).toEqual([]);

    const expected = new Map<number, bigint>(members.map((m) => [m.id, 0n]));
    const problems: string[] = [];
    let cutButCommitted = 0;
    for (const request of sent) {
      const entry = byKey.get(request.key);
      const mustBeThere = settled || succeeded(request.first);
      if (!entry) {
        if (mustBeThere) problems.push(`#${request.n} ${request.kind} ${request.key} answered success but is not in the ledger`);
        continue;
      }
      if (request.first instanceof Error) cutButCommitted++;
      if (entry.entries !== 1) problems.push(`#${request.n} ${request.key} is in the ledger ${entry.entries} times`);
      if (BigInt(entry.moved) !== request.delta) problems.push(`#${request.n} ${request.key} moved ${entry.moved}, not ${request.delta}`);
      expected.set(request.memberId, expected.get(request.memberId)! + request.delta);
    }
    expect(problems, `${when}: requests against the journal`).toEqual([]);

    const balances = new Map(
      (await accountBalances(db)).filter((a) => a.kind === 'member_main' && ours.has(a.memberId!)).map((a) => [a.memberId!, a.balance]),
    );
    for (const member of members) {
      expect(balances.get(member.id) ?? 0n, `${when}: balance of member ${member.id}`).toBe(expected.get(member.id));
    }
    const [count] = await rows<{ n: number }>(db, sql`select count(*)::int as n from journal_entries`);
    // Entries written by one batch (ledger/batch.ts) share their transaction's time (created_at defaults to now()).
    const [batched] = await rows<{ n: number }>(
      db,
      sql`select coalesce(sum(n), 0)::int as n from (select count(*) as n from journal_entries group by created_at having count(*) > 1) t`,
    );
    return { entries: count!.n, cutButCommitted, batched: batched!.n };
  } finally {
    await handle.close();
  }
}

describe(`SIGKILL in the middle of a money load (${ENGINE})`, () => {
  it('loses no answered request, half-writes nothing, and replays without moving money twice', { timeout: 600_000 }, async () => {
    const started = performance.now();
    child = await startChildPlatform(childEnv);
    const firstStartMs = performance.now() - started;

    const members: { id: number; username: string }[] = [];
    for (let i = 0; i < MEMBERS; i++) {
      const { username, mobileno } = uniqueMember();
      const raw = JSON.stringify({ username, password: 'Secret@123', mobileno, email: '', countryCode: 'MY', language: 'en' });
      const res = await post(child.url, '/api/auth/register', raw, {});
      expect(res.body, `register ${username}`).toMatchObject({ status: true });
      members.push({ id: (res.body.output as { id: number }).id, username });
    }
    for (const member of members) {
      const fund = adjustRequest('fund', member.id, member.username, 100_000_000n);
      fund.first = await fund.send(child.url);
      expect(succeeded(fund.first)).toBe(true);
    }

    const cycles: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      if (!child) child = await startChildPlatform(childEnv);
      const base = child.url;
      let killed = false;
      let answered = 0;
      const unexpected: string[] = [];

      const worker = async (w: number) => {
        for (let i = 0; !killed; i++) {
          const member = members[(w + i) % members.length]!;
          const roll = Math.random();
          const requests: Sent[] = [];
          try {
            if (roll < 0.7) {
              const roundId = randomUUID();
              const bet = callbackRequest('bet', member.id, roundId, BigInt(1 + Math.floor(Math.random() * 500)));
              requests.push(bet);
              bet.first = await bet.send(base);
              answered++;
              if (!succeeded(bet.first)) unexpected.push(`#${bet.n} bet: ${JSON.stringify(bet.first)}`);
              else if (!killed) {
                const win = callbackRequest('win', member.id, roundId, BigInt(Math.floor(Math.random() * 1000)));
                requests.push(win);
                win.first = await win.send(base);
                answered++;
                if (!succeeded(win.first)) unexpected.push(`#${win.n} win: ${JSON.stringify(win.first)}`);
              }
            } else {
              const minor = roll < 0.9 ? BigInt(1 + Math.floor(Math.random() * 10_000)) : -BigInt(1 + Math.floor(Math.random() * 1_000));
              const adjust = adjustRequest('adjust', member.id, member.username, minor);
              requests.push(adjust);
              adjust.first = await adjust.send(base);
              answered++;
              if (!succeeded(adjust.first)) unexpected.push(`#${adjust.n} adjust: ${JSON.stringify(adjust.first)}`);
            }
          } catch (error) {
            const last = requests.at(-1)!;
            last.first = error as Error;
            if (!killed) unexpected.push(`#${last.n} ${last.kind} failed before the kill: ${(error as Error).message}`);
          }
        }
      };

      const loadStarted = performance.now();
      const load = Array.from({ length: WORKERS }, (_, w) => worker(w));
      // Kill at a random moment once the load is well under way.
      const killAfterMs = 700 + Math.random() * 1500;
      const running = child;
      while ((performance.now() - loadStarted < killAfterMs || answered < 100) && performance.now() - loadStarted < 60_000) {
        if (running.process.exitCode !== null) {
          killed = true;
          await Promise.all(load);
          throw new Error(`the platform died on its own:\n${running.output()}`);
        }
        await new Promise((r) => setTimeout(r, 10));
      }
      killed = true;
      await child.kill();
      const loadMs = performance.now() - loadStarted;
      await Promise.all(load);
      child = undefined;
      expect(unexpected, `cycle ${cycle}: answers before the kill`).toEqual([]);

      const cut = sent.filter((s) => s.first instanceof Error).length;
      const { entries, cutButCommitted, batched } = await checkLedger(members, false, `after crash ${cycle + 1}`);
      // The load ran through batches, so the kill met batches in flight: what the checks above are about.
      expect(batched, `cycle ${cycle}: entries written in batches`).toBeGreaterThan(0);
      cycles.push(
        `crash ${cycle + 1}: killed after ${Math.round(loadMs)} ms of load, ${answered} answered (${Math.round(answered / (loadMs / 1000))}/s), ` +
          `${cut} cut off so far (${cutButCommitted} of them committed), ${entries} entries (${batched} written in batches)`,
      );
    }

    // Replay everything ever sent, in order per member (a win always after its bet), twice.
    const replay = async (pass: number) => {
      child = await startChildPlatform(childEnv);
      const base = child.url;
      const differences: string[] = [];
      await Promise.all(
        members.map(async (member) => {
          for (const request of sent.filter((s) => s.memberId === member.id)) {
            const answer = await request.send(base);
            const reference = pass === 1 ? (succeeded(request.first) ? request.first : undefined) : request.replayed;
            if (!succeeded(answer)) differences.push(`pass ${pass} #${request.n} ${request.kind}: ${JSON.stringify(answer)}`);
            else if (reference && !isDeepStrictEqual(answer, reference)) {
              differences.push(
                `pass ${pass} #${request.n} ${request.kind}: ${JSON.stringify(answer)} instead of ${JSON.stringify(reference)}`,
              );
            }
            if (pass === 1) request.replayed = answer;
          }
        }),
      );
      await child.stop();
      child = undefined;
      expect(differences, `replay pass ${pass}`).toEqual([]);
      return (await checkLedger(members, true, `after replay pass ${pass}`)).entries;
    };
    const afterFirst = await replay(1);
    const afterSecond = await replay(2);
    expect(afterSecond, 'the second replay wrote no journal entry').toBe(afterFirst);

    const cutOff = sent.filter((s) => s.first instanceof Error).length;
    console.log(
      `[crash-restart ${ENGINE}] first start ${(firstStartMs / 1000).toFixed(1)} s; ${cycles.join('; ')}; ` +
        `${sent.length} requests, ${cutOff} cut off by a kill, replayed twice; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});
