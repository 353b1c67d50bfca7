/**
 * Throughput of the seamless-wallet callbacks (signed bet + win), see bench/README.md:
 *   npx tsx bench/wallet-callbacks.ts [--duration 15] [--connections 50] [--members 1000]
 *     [--scenario spread|hot|bonus|both|compare|all] [--pglite-memory]
 *   DATABASE_URL=postgres://… npx tsx bench/wallet-callbacks.ts     (a throw-away database is created and dropped)
 *
 * Starts the platform in this process (PGlite in a temp directory, or PostgreSQL), funds the
 * members, then drives POST /provider/demo/wallet/bet and …/win with autocannon from a child
 * process (so the load generator does not share the platform's event loop): every request a
 * fresh txId and a valid HMAC signature, each connection alternating a bet and the win that
 * settles its round. Scenario "spread" picks one of the members at random per round, "hot" sends
 * everything to one member, "bonus" is spread over other members who have no cash but an active
 * bonus (every stake is bonus money, every win split back to it, every settlement counts wagering).
 * Prints requests/s, p50/p99 latency, errors, refusals and the platform's CPU per request per
 * scenario (and how much more a bonus costs than plain cash), then checks the ledger invariants and
 * the books once at the end.
 */
import { fork } from 'node:child_process';
import cluster, { type Worker } from 'node:cluster';
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { startPlatform, type RunningPlatform } from '../platform/app';
import { members as membersTable } from '../platform/db/schema';
import { promotions } from '../platform/db/schema-promotions';
import { claimPromotion } from '../platform/modules/promotions';
import { parseEnv } from '../platform/env';
import { batchStats } from '../platform/modules/ledger';
import { fixture, insertCatalogFixture } from '../platform/modules/games/testing/catalog-fixture';
import { hashPassword } from '../platform/modules/members';
import { signBody, SIGNATURE_HEADER } from '../platform/providers/demo/protocol/signature';
import { assertLedgerConsistent, rows } from '../tests/reliability/invariants';
import { freshDatabase, type DatabaseTarget } from '../platform/test-support';
import { findPgbench, profileThisProcess, runPgbench, statementStats, type PgbenchFigures } from './wallet-bench-tools';

type Scenario = 'spread' | 'hot' | 'bonus';
type LoadConfig = {
  url: string;
  secret: string;
  memberIds: number[];
  duration: number;
  connections: number;
  scenario: Scenario;
};
type LoadResult = {
  scenario: Scenario;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** answered 200 with status false, by msg */
  refusals: Record<string, number>;
  acceptedBets: number;
  acceptedWins: number;
  betMinor: string;
  winMinor: string;
};

const SELF = fileURLToPath(import.meta.url);
const FUNDING_MINOR = 1_000_000_000_000n; // 10,000,000,000.00 MYR each: no bet ever runs out

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

// ---- the load generator (child process) ------------------------------------------------------

async function generateLoad(config: LoadConfig): Promise<LoadResult> {
  // autocannon ships no types (and @types/autocannon is not a dependency): the slice used is typed below.
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const { memberIds, secret, scenario } = config;
  const refusals: Record<string, number> = {};
  let acceptedBets = 0;
  let acceptedWins = 0;
  let betMinor = 0n;
  let winMinor = 0n;

  const body = (context: RoundContext, amount: bigint) =>
    JSON.stringify({
      txId: randomUUID(),
      roundId: context.roundId,
      memberId: context.memberId,
      providerId: fixture.seamless.providerId,
      gameId: fixture.seamless.slot,
      currency: 'MYR',
      amount: amount.toString(),
    });
  const signed = (req: AutocannonRequest, raw: string) => ({
    ...req,
    body: raw,
    headers: { ...req.headers, 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, raw) },
  });
  const tally = (kind: 'bet' | 'win', status: number, text: string, context: RoundContext) => {
    if (status !== 200) return;
    const answer = JSON.parse(text) as { status: boolean; msg: string };
    if (!answer.status) refusals[`${kind}:${answer.msg}`] = (refusals[`${kind}:${answer.msg}`] ?? 0) + 1;
    else if (kind === 'bet') {
      acceptedBets++;
      betMinor += context.amount;
    } else {
      acceptedWins++;
      winMinor += context.amount;
    }
  };

  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    autocannon(
      {
        url: config.url,
        connections: config.connections,
        duration: config.duration,
        timeout: 10,
        initialContext: { memberId: 0, roundId: '', amount: 0n },
        requests: [
          {
            method: 'POST',
            path: '/provider/demo/wallet/bet',
            setupRequest(req, context) {
              context.memberId = scenario === 'hot' ? memberIds[0]! : memberIds[Math.floor(Math.random() * memberIds.length)]!;
              context.roundId = randomUUID();
              context.amount = BigInt(100 + Math.floor(Math.random() * 900));
              return signed(req, body(context, context.amount));
            },
            onResponse: (status, text, context) => tally('bet', status, text, context),
          },
          {
            method: 'POST',
            path: '/provider/demo/wallet/win',
            setupRequest(req, context) {
              // A losing round is settled by a zero win; about half the rounds pay something.
              context.amount = Math.random() < 0.5 ? 0n : BigInt(Math.floor(Math.random() * 1_900));
              return signed(req, body(context, context.amount));
            },
            onResponse: (status, text, context) => tally('win', status, text, context),
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
  });

  return {
    scenario,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    refusals,
    acceptedBets,
    acceptedWins,
    betMinor: betMinor.toString(),
    winMinor: winMinor.toString(),
  };
}

function runLoad(config: LoadConfig): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(SELF, ['--load-generator'], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message) => resolve(message as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => code !== 0 && reject(new Error(`load generator exited with ${code}`)));
    child.send(config);
  });
}

// ---- the platform side (this process) ---------------------------------------------------------

async function createMembers(platform: RunningPlatform, count: number, fund = true): Promise<number[]> {
  // One argon2 hash for everyone: the bench measures the wallet, not registration.
  const passwordHash = await hashPassword('Bench@1234');
  const tag = randomUUID().slice(0, 6);
  const created: { id: number; username: string }[] = [];
  for (let start = 0; start < count; start += 250) {
    const values = Array.from({ length: Math.min(250, count - start) }, (_, k) => {
      const i = start + k;
      return {
        username: `bench${tag}${i}`,
        passwordHash,
        mobileno: `60-9${tag.replace(/\D/g, '0').slice(0, 3)}${String(i).padStart(6, '0')}`,
        email: '',
        countryCode: 'MY',
        currency: 'MYR',
        language: 'en',
        tncAcceptedAt: new Date(),
      };
    });
    const inserted = await platform.db
      .insert(membersTable)
      .values(values)
      .returning({ id: membersTable.id, username: membersTable.username });
    created.push(...inserted);
  }
  if (!fund) return created.map((m) => m.id);
  // Funded through the operator API, like any other credit (and so through the ledger).
  const usernames = created.map((m) => m.username);
  const amount = `${FUNDING_MINOR / 100n}.00`;
  for (let start = 0; start < usernames.length; start += 25) {
    await Promise.all(
      usernames.slice(start, start + 25).map(async (username) => {
        const res = await platform.app.inject({
          method: 'POST',
          url: '/api/operator/adjust',
          headers: { 'x-operator-key': platform.env.operatorKey },
          payload: { username, amount, note: 'bench funding', idempotencyKey: `bench-fund-${username}` },
        });
        if (res.json<{ status: boolean }>().status !== true) throw new Error(`funding ${username}: ${res.body}`);
      }),
    );
  }
  return created.map((m) => m.id);
}

/**
 * Members with no cash and an active bonus big enough for the whole run, whose wagering is never
 * met (100× of 10,000,000,000.00): every stake is bonus money and stays on the bonus path.
 */
async function createBonusMembers(platform: RunningPlatform, count: number): Promise<number[]> {
  const ids = await createMembers(platform, count, false);
  const [promotion] = await platform.db
    .insert(promotions)
    .values({
      cmsId: 900_000,
      kind: 'fixed',
      state: 'published',
      currency: 'MYR',
      languages: { en: { title: 'Bench bonus', summary: '', content: '', image: '' } },
      amount: FUNDING_MINOR / 100n,
      wageringMultiplier: 100,
      wageringCapMultiple: 100,
      expiryDays: 365,
    })
    .returning();
  const rows = await platform.db.select().from(membersTable).where(inArray(membersTable.id, ids));
  for (let start = 0; start < rows.length; start += 25) {
    await Promise.all(
      rows.slice(start, start + 25).map(async (member) => {
        const claimed = await claimPromotion(platform.db, member, promotion!, { source: 'bench' }, new Date());
        if (!claimed.ok) throw new Error(`bonus for ${member.username}: ${claimed.msg}`);
      }),
    );
  }
  return ids;
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(8);

async function main() {
  const duration = Number(option('duration', '15'));
  const connections = Number(option('connections', '50'));
  const memberCount = Number(option('members', '1000'));
  const which = option('scenario', 'all');
  // Diagnosis only: PGlite without its files (what the disk costs).
  const inMemory = process.argv.includes('--pglite-memory');
  const groups: Record<string, Scenario[]> = { both: ['spread', 'hot'], compare: ['spread', 'bonus'], all: ['spread', 'hot', 'bonus'] };
  const scenarios: Scenario[] = groups[which] ?? [which as Scenario];
  // PostgreSQL only: N platform processes (node:cluster, one port) instead of the platform in this process.
  const workers = Number(option('workers', '0'));
  const port = Number(option('port', '4250'));
  const profileDir = option('cpu-prof', '');
  const pgbench = process.env.DATABASE_URL && !process.argv.includes('--no-pgbench') ? findPgbench() : null;
  if (workers > 0 && !process.env.DATABASE_URL) throw new Error('--workers needs DATABASE_URL (PGlite is one process)');

  const dir = await mkdtemp(join(tmpdir(), 'bench-wallet-'));
  let database: DatabaseTarget | undefined;
  if (process.env.DATABASE_URL) database = await freshDatabase();
  const secret = `bench-${randomUUID()}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    PROVIDER_SECRET: secret,
    PROVIDER_PORT: '0',
    DATABASE_URL: database?.databaseUrl,
  });
  const engine = database
    ? `PostgreSQL (${new URL(process.env.DATABASE_URL!).host})`
    : `PGlite ${await pgliteVersion()} ${inMemory ? 'in memory' : `in ${dir}`}`;

  let platform: RunningPlatform | undefined;
  try {
    let started = performance.now();
    platform = await startPlatform({
      env,
      host: '127.0.0.1',
      port: 0,
      databaseUrl: database?.databaseUrl,
      dataDir: database ? undefined : inMemory ? 'memory' : env.pgliteDir,
      storage: { directory: join(dir, 's3'), port: 0 },
      catalogSize: 'small',
      logger: false,
    });
    await insertCatalogFixture(platform.db);
    console.log(`engine: ${engine}; node ${process.version}; platform up in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    started = performance.now();
    const memberIds = await createMembers(platform, memberCount);
    console.log(`${memberIds.length} members created and funded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    let bonusIds: number[] = [];
    if (scenarios.includes('bonus')) {
      started = performance.now();
      bonusIds = await createBonusMembers(platform, memberCount);
      console.log(`${bonusIds.length} members with no cash and an active bonus in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const everyone = [...memberIds, ...bonusIds];
    // Cash and bonus money of every bench member: stakes take from either, wins go back to either.
    const holdings = sql`select coalesce(sum(balance), 0)::text from ledger_accounts
      where kind in ('member_main', 'member_bonus') and member_id >= ${Math.min(...everyone)} and member_id <= ${Math.max(...everyone)}`;
    const [before] = await rows<{ total: string }>(platform.db, sql`select (${holdings}) as total`);
    const cpuPerRequest: Partial<Record<Scenario, number>> = {};

    let yardstick: PgbenchFigures | undefined;
    if (pgbench) {
      console.log(`\npgbench (${pgbench}): scale 10, 50 clients, 2 threads, ${duration} s, TPC-B-like then -N …`);
      yardstick = await runPgbench(pgbench, process.env.DATABASE_URL!, duration);
      console.log(
        `  TPC-B-like ${yardstick.tpcb.toFixed(0)} TPS (latency ${yardstick.tpcbLatencyMs} ms), simple-update ${yardstick.simpleUpdate.toFixed(0)} TPS`,
      );
    }
    const pool = workers > 0 ? await startWorkers(workers, port, database!.databaseUrl!, secret, dir) : undefined;
    const loadUrl = pool ? `http://127.0.0.1:${port}` : platform.url;
    if (pool) console.log(`${workers} platform worker process(es) on port ${port}`);

    const results: LoadResult[] = [];
    const summary: string[] = [];
    for (const scenario of scenarios) {
      console.log(
        `\n${scenario}: ${connections} connections for ${duration} s, bet + win, ${scenario === 'hot' ? 'all on one member' : scenario === 'bonus' ? `over ${bonusIds.length} members playing on bonus money` : `over ${memberIds.length} members`} …`,
      );
      const sampler = database ? sampleWaits(database.databaseUrl!) : undefined;
      const statements = database ? await statementStats(database.databaseUrl!) : undefined;
      const profiler =
        profileDir && !pool ? await profileThisProcess(join(profileDir, `wallet-${scenario}-${Date.now()}.cpuprofile`)) : undefined;
      const cpuBefore = pool ? await pool.cpuMicros() : process.cpuUsage();
      const batchesBefore = { ...batchStats };
      const result = await runLoad({
        url: loadUrl,
        secret,
        memberIds: scenario === 'bonus' ? bonusIds : memberIds,
        duration,
        connections,
        scenario,
      });
      const cpu = pool ? diffCpu(await pool.cpuMicros(), cpuBefore) : process.cpuUsage(cpuBefore);
      const waits = await sampler?.stop();
      const topItems = await profiler?.stop();
      const topStatements = (await statements?.top(result.requests)) ?? [];
      const cpuMs = (cpu.user + cpu.system) / 1000;
      results.push(result);
      cpuPerRequest[scenario] = cpuMs / Math.max(result.requests, 1);
      console.log(
        `  ${fmt(result.rps, 1)} req/s   p50 ${result.p50} ms   p90 ${result.p90} ms   p99 ${result.p99} ms   max ${result.max} ms   ` +
          `${result.requests} requests, errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, ` +
          `refused ${JSON.stringify(result.refusals)}; accepted ${result.acceptedBets} bets, ${result.acceptedWins} wins`,
      );
      console.log(
        `  platform process CPU: ${((cpuMs / (duration * 1000)) * 100).toFixed(0)}% of one core, ${(cpuMs / Math.max(result.requests, 1)).toFixed(2)} ms per request`,
      );
      if (!pool) {
        const batched = batchStats.batched - batchesBefore.batched;
        const batches = batchStats.batches - batchesBefore.batches;
        console.log(
          `  one-statement entries: ${batchStats.statements - batchesBefore.statements}, of them ${batched} in ${batches} batches (${(batched / Math.max(batches, 1)).toFixed(1)} per batch)`,
        );
      }
      if (waits) console.log(`  PostgreSQL backends (sampled every 25 ms): ${waits}`);
      if (topStatements.length > 0) console.log(`  pg_stat_statements, top by total time:\n    ${topStatements.join('\n    ')}`);
      if (topItems) console.log(`  platform CPU profile (load window, self time of busy time):\n    ${topItems.join('\n    ')}`);
      const ratio = yardstick ? `${(result.rps / yardstick.tpcb).toFixed(2)}× pgbench TPC-B` : 'no pgbench';
      summary.push(
        `${scenario.padEnd(7)} ${fmt(result.rps, 1)} req/s  ${ratio.padEnd(22)} p99 ${String(result.p99).padStart(5)} ms  CPU ${(cpuMs / Math.max(result.requests, 1)).toFixed(2)} ms/req`,
      );
    }
    await pool?.stop();
    if (yardstick) {
      summary.unshift(
        `pgbench TPC-B-like ${yardstick.tpcb.toFixed(0)} TPS (1.00×), simple-update (-N) ${yardstick.simpleUpdate.toFixed(0)} TPS (${(yardstick.simpleUpdate / yardstick.tpcb).toFixed(2)}×)`,
      );
    }
    console.log(
      `\nsummary (${engine}${pool ? `, ${workers} worker process(es)` : ', platform in this process'}):\n  ${summary.join('\n  ')}`,
    );

    if (cpuPerRequest.spread !== undefined && cpuPerRequest.bonus !== undefined) {
      const extra = (cpuPerRequest.bonus / cpuPerRequest.spread - 1) * 100;
      console.log(
        `\nplatform CPU per request: ${cpuPerRequest.spread.toFixed(2)} ms with cash only, ${cpuPerRequest.bonus.toFixed(2)} ms on bonus money (${extra >= 0 ? '+' : ''}${extra.toFixed(0)} %; budget +25 %)`,
      );
    }

    // The books, once, at the end (requests still in flight when the clock stopped have landed by now).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await assertLedgerConsistent(platform.db, 'after the bench');
    const [after] = await rows<{ total: string; bets: number; wins: number; staked: string; paid: string }>(
      platform.db,
      sql`select
            (${holdings}) as total,
            (select count(*)::int from journal_entries where kind = 'bet') as bets,
            (select count(*)::int from journal_entries where kind = 'win') as wins,
            (select coalesce(sum(bet), 0)::text from game_rounds) as staked,
            (select coalesce(sum(win), 0)::text from game_rounds) as paid`,
    );
    const counted = results.reduce((acc, r) => ({ bets: acc.bets + r.acceptedBets, wins: acc.wins + r.acceptedWins }), {
      bets: 0,
      wins: 0,
    });
    const expectedTotal = BigInt(before!.total) - BigInt(after!.staked) + BigInt(after!.paid);
    const problems: string[] = [];
    if (BigInt(after!.total) !== expectedTotal) problems.push(`members hold ${after!.total}, rounds say ${expectedTotal}`);
    if (after!.bets < counted.bets || after!.wins < counted.wins)
      problems.push(`ledger has ${after!.bets} bets / ${after!.wins} wins, fewer than the ${counted.bets} / ${counted.wins} answered`);
    const inFlight = after!.bets - counted.bets + (after!.wins - counted.wins);
    if (inFlight > connections * scenarios.length * 2)
      problems.push(`${inFlight} entries more than answered: more than the requests in flight at the end`);
    if (problems.length > 0) throw new Error(`books do not balance:\n  ${problems.join('\n  ')}`);
    console.log(
      `\nledger consistent: every entry sums to zero, all accounts sum to zero per currency, balances = postings, none negative; ` +
        `${after!.bets} bets and ${after!.wins} wins in the ledger (${inFlight} landed after the load generator stopped counting), ` +
        `members' cash + bonus = funding + bonuses − stakes + wins.`,
    );
  } finally {
    await platform?.close();
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * What the platform's PostgreSQL connections are doing while the load runs, sampled from
 * pg_stat_activity: "Lock:transactionid" is waiting for another transaction's row lock,
 * "idle in transaction" is a transaction holding its locks while the platform prepares the next
 * statement, "IO:WALSync" is a commit waiting for the disk.
 */
function sampleWaits(databaseUrl: string) {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows: found } = await client.query<{ what: string }>(
        `select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'running') else state end as what
         from pg_stat_activity where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid()`,
        [name],
      );
      samples++;
      for (const { what } of found) counts.set(what, (counts.get(what) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      const total = [...counts.values()].reduce((a, b) => a + b, 0);
      return (
        [...counts.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([what, n]) => `${what} ${((n / total) * 100).toFixed(0)}%`)
          .join(', ') + ` (avg ${(total / Math.max(samples, 1)).toFixed(1)} connections)`
      );
    },
  };
}

type Micros = { user: number; system: number };
const diffCpu = (now: Micros, before: Micros): Micros => ({ user: now.user - before.user, system: now.system - before.system });

/**
 * `count` platform processes sharing one port through node:cluster (as PLATFORM_WORKERS runs them),
 * on the bench's database. Each reports its own CPU time on request; their sum is the platform's.
 */
async function startWorkers(count: number, port: number, databaseUrl: string, secret: string, dir: string) {
  cluster.setupPrimary({ exec: SELF, args: ['--platform-worker'], execArgv: ['--import', 'tsx'], silent: false });
  const started: Worker[] = [];
  for (let i = 0; i < count; i++) {
    const worker = cluster.fork({ BENCH_WORKER: JSON.stringify({ port, databaseUrl, secret, dir: join(dir, `worker-${i}`) }) });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', (message: { ready?: boolean; error?: string }) =>
        message.ready ? resolve() : reject(new Error(message.error)),
      );
      worker.once('exit', (code) => reject(new Error(`platform worker exited with ${code}`)));
    });
    started.push(worker);
  }
  const ask = (worker: Worker) =>
    new Promise<Micros>((resolve) => {
      worker.once('message', (message: { cpu: Micros }) => resolve(message.cpu));
      worker.send('cpu');
    });
  return {
    async cpuMicros(): Promise<Micros> {
      const all = await Promise.all(started.map(ask));
      return all.reduce((a, b) => ({ user: a.user + b.user, system: a.system + b.system }), { user: 0, system: 0 });
    },
    /** One after another: a worker flushing its last pushes reaches the shared port while another still listens. */
    async stop() {
      for (const worker of started) {
        await new Promise<void>((resolve) => {
          worker.once('exit', () => resolve());
          worker.send('stop');
        });
      }
    },
  };
}

/** One platform worker: the whole platform on the shared port, answering 'cpu' and 'stop'. */
async function platformWorker(): Promise<void> {
  const config = JSON.parse(process.env.BENCH_WORKER!) as { port: number; databaseUrl: string; secret: string; dir: string };
  const env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: config.dir,
    PROVIDER_SECRET: config.secret,
    DATABASE_URL: config.databaseUrl,
    PROVIDER_PORT: '0',
  });
  const platform = await startPlatform({
    env,
    host: '127.0.0.1',
    port: config.port,
    databaseUrl: config.databaseUrl,
    storage: { directory: join(config.dir, 's3'), port: 0 },
    catalogSize: 'small',
    logger: false,
  });
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
    if (message === 'stop') void platform.close().then(() => process.exit(0));
  });
  process.send!({ ready: true });
}

async function pgliteVersion(): Promise<string> {
  const file = fileURLToPath(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url));
  return (JSON.parse(await readFile(file, 'utf8')) as { version: string }).version;
}

if (process.argv.includes('--platform-worker')) {
  platformWorker().catch((error: unknown) => {
    process.send!({ error: String(error) });
    process.exit(1);
  });
} else if (process.argv.includes('--load-generator')) {
  process.once('message', (config) => {
    generateLoad(config as LoadConfig).then(
      (result) => process.send!(result, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

// ---- the slice of autocannon's API used here (it ships no types) -------------------------------

type RoundContext = { memberId: number; roundId: string; amount: bigint };
type AutocannonRequest = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Autocannon = (
  options: {
    url: string;
    connections: number;
    duration: number;
    timeout: number;
    initialContext: RoundContext;
    requests: {
      method: string;
      path: string;
      setupRequest: (req: AutocannonRequest, context: RoundContext) => AutocannonRequest;
      onResponse: (status: number, body: string, context: RoundContext) => void;
    }[];
  },
  done: (error: Error | null, result: AutocannonResult) => void,
) => unknown;
