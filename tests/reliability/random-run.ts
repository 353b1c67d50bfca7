import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { fixture, insertCatalogFixture } from '../../platform/modules/games/testing/catalog-fixture';
import { registerMember, testPlatform, type TestPlatform } from '../../platform/test-support';
import { accountBalances, accountName, ledgerViolations, rows } from './invariants';
import type { WalletSettings } from '@/lib/contracts/wallet';
import { LedgerModel, parseDecimal, type Provider } from './ledger-model';
import { rng } from './prng';
import { newLog, OpMismatch, runOperation, type MemberLog, type RunContext, type Snapshot } from './random-ops';

/**
 * The seeded random run (random-run.test.ts drives it; profile-random-run.ts too): operator
 * adjustments, bets, wins, rollbacks (known and unknown bets), exact and conflicting replays,
 * transfers to transfer-type provider wallets and back (game/play-transfer, member/restore-balance,
 * wallet/transfer), deposits and withdrawals with their approval, rejection and cancellation (when
 * the platform has those endpoints), and the refusals around them — all
 * through the platform's HTTP surface (app.inject: /api with the operator key or member sessions,
 * and the signed provider callbacks), every answer compared with the model's (ledger-model.ts).
 * After every batch the database is checked against the ledger invariants and against the model,
 * account by account, member entry counts, game rounds and wallet requests.
 */
export type RandomRunOptions = { seed: number; operations: number; batch: number; platform?: TestPlatform };

const MEMBERS = { MY: 20, VN: 10 };
const COUNTRIES = {
  MY: { countryCode: 'MY', language: 'en', dialCode: '60', length: 10, currency: 'MYR', decimals: 2 },
  VN: { countryCode: 'VN', language: 'vi', dialCode: '84', length: 9, currency: 'VND', decimals: 0 },
};

const seamless: Provider = { providerId: fixture.seamless.providerId, transfer: false, gameId: fixture.seamless.slot };
const transfer: Provider = { providerId: fixture.transfer.providerId, transfer: true, gameId: fixture.transfer.game };

export type RandomRunSummary = {
  totalMs: number;
  setupMs: number;
  operationsMs: number;
  checksMs: number;
  entries: number;
  report: string;
};

/** Runs the whole thing on `platform` (or a fresh test platform); throws on the first difference. */
export async function randomRun(options: RandomRunOptions): Promise<RandomRunSummary> {
  const own = !options.platform;
  // A 500 answers only "Something Went Wrong": keep what the platform logged, so a failure names its cause.
  const serverErrors: string[] = [];
  const logger = {
    level: 'error',
    stream: {
      write(line: string) {
        serverErrors.push(line);
        if (serverErrors.length > 5) serverErrors.shift();
      },
    },
  };
  // Every bank deposit uploads a receipt first: lift the daily upload quota for the run.
  const platform =
    options.platform ?? (await testPlatform({ env: { UPLOAD_CREDENTIALS_PER_DAY: '100000', UPLOAD_BYTES_PER_DAY: '1000000000' }, logger }));
  try {
    await insertCatalogFixture(platform.db);
    return await run(platform, options);
  } catch (error) {
    if (serverErrors.length === 0) throw error;
    throw new Error(`${(error as Error).message}\n  the platform logged:\n${serverErrors.join('')}`, { cause: error });
  } finally {
    if (own) await platform.close();
  }
}

async function run(
  platform: TestPlatform,
  { seed: SEED, operations: OPERATIONS, batch: BATCH }: RandomRunOptions,
): Promise<RandomRunSummary> {
  const started = performance.now();
  const r = rng(SEED);
  const tag = SEED.toString(36);

  const baseline = new Map((await accountBalances(platform.db)).map((a) => [accountName(a), a.balance]));
  const entriesBefore = await countEntries(platform);
  const model = new LedgerModel([seamless, transfer], baseline);
  for (const [country, count] of Object.entries(MEMBERS) as [keyof typeof MEMBERS, number][]) {
    const c = COUNTRIES[country];
    for (let i = 0; i < count; i++) {
      const { sid, username, profile } = await registerMember(platform, c);
      model.addMember({ id: profile.id, username, sid, currency: c.currency, decimals: c.decimals });
    }
  }
  const walletOps = await prepareWallets(platform, model);
  const logs: MemberLog[] = model.members.map(() => newLog());
  const ctx: RunContext = {
    platform,
    model,
    seamless,
    transfer,
    otherCurrency: (currency) => (currency === 'MYR' ? 'VND' : 'MYR'),
    walletOps,
    snapshot: { bets: [], rounds: [], heldTxIds: [], requests: [] },
    kinds: new Map(),
    outcomes: new Map(),
  };
  const setupMs = performance.now() - started;

  let checkMs = 0;
  const batches = Math.ceil(OPERATIONS / BATCH);
  for (let batch = 0; batch < batches; batch++) {
    ctx.snapshot = snapshotOf(model, logs);
    // The plan is drawn in order from the run's generator; each operation gets its own seed.
    const chains = new Map<number, { index: number; seed: number }[]>();
    const size = Math.min(BATCH, OPERATIONS - batch * BATCH);
    for (let i = 0; i < size; i++) {
      // Skewed: a few members play much more than the rest (longer same-member chains).
      const member = r.chance(0.3) ? r.int(0, 2) : r.int(0, model.members.length - 1);
      const chain = chains.get(member) ?? [];
      chain.push({ index: batch * BATCH + i, seed: r.seed() });
      chains.set(member, chain);
    }

    // Members run concurrently; one member's operations run in order.
    const results = await Promise.allSettled(
      [...chains.entries()].map(async ([memberIndex, ops]) => {
        for (const op of ops) {
          try {
            await runOperation(ctx, model.members[memberIndex]!, logs[memberIndex]!, rng(op.seed), `${tag}-${op.index}`);
          } catch (error) {
            throw Object.assign(error as Error, { opIndex: op.index });
          }
        }
      }),
    );
    const failures = results
      .filter((x): x is PromiseRejectedResult => x.status === 'rejected')
      .map((x) => x.reason as Error & { opIndex: number })
      .sort((a, b) => a.opIndex - b.opIndex);
    if (failures.length > 0) {
      const first = failures[0]!;
      const what = first instanceof OpMismatch ? 'answer differs from the model' : 'operation failed';
      throw new Error(`seed=${SEED} batch=${batch} op=${first.opIndex}: ${what}: ${first.message}`, { cause: first });
    }

    const checkStarted = performance.now();
    await checkAgainstModel(platform, SEED, model, batch, entriesBefore);
    checkMs += performance.now() - checkStarted;
  }

  const totalMs = performance.now() - started;
  const opsMs = totalMs - setupMs - checkMs;
  const sorted = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
  const report =
    `seed=${SEED}: ${OPERATIONS} operations in ${(totalMs / 1000).toFixed(1)} s ` +
    `(setup ${(setupMs / 1000).toFixed(1)} s, operations ${(opsMs / 1000).toFixed(1)} s = ${Math.round(OPERATIONS / (opsMs / 1000))}/s, ` +
    `checks ${(checkMs / 1000).toFixed(1)} s), ${model.entriesWritten} journal entries\n` +
    `  kinds: ${sorted(ctx.kinds)}\n  answers: ${sorted(ctx.outcomes)}`;
  return { totalMs, setupMs, operationsMs: opsMs, checksMs: checkMs, entries: model.entriesWritten, report };
}

/**
 * Deposits, withdrawals and wallet/transfer join the run when the platform has them: every member
 * but the last two gets a bank account and the PIN (the last has neither, the one before no PIN),
 * and the model learns each currency's limits, gateways, operator banks and transfer providers
 * from wallet/settings.
 */
async function prepareWallets(platform: TestPlatform, model: LedgerModel): Promise<boolean> {
  const probe = await platform.call('wallet/settings', undefined, { sid: model.members[0]!.sid });
  if (probe.statusCode === 404) return false;
  for (const member of model.members) {
    const call = <T>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: member.sid });
    if (member.index < model.members.length - 1) {
      const bank = await call<{ id: number }[]>('member/bank-add', {
        bankName: 'Test Bank',
        accountName: 'Random Run',
        accountNumber: `9${String(member.id).padStart(9, '0')}`,
      });
      if (!bank.body.status) throw new Error(`member/bank-add: ${bank.body.msg}`);
      member.bankAccountId = bank.body.output![0]!.id;
    }
    if (member.index < model.members.length - 2) {
      const pin = await call('member/pin-set', { pin: model.pin, confirmPin: model.pin });
      if (!pin.body.status) throw new Error(`member/pin-set: ${pin.body.msg}`);
      member.hasPin = true;
    }
    if (!model.rules.has(member.currency)) {
      const settings = (await call<WalletSettings>('wallet/settings')).body.output!;
      const range = (r: { min: string; max: string }) => ({
        min: parseDecimal(r.min, settings.decimals)!,
        max: r.max === '' ? null : parseDecimal(r.max, settings.decimals)!,
      });
      model.rules.set(member.currency, {
        decimals: settings.decimals,
        deposit: range(settings.deposit),
        withdrawal: range(settings.withdrawal),
        gateways: settings.gateways.map((g) => g.id),
        operatorBanks: settings.operatorBanks.map((b) => b.id),
        transferProviders: settings.providerWallets.map((w) => ({ providerId: w.providerId, name: w.name })),
      });
    }
  }
  return true;
}

/** Other members' facts as of now, in member order (deterministic whatever the interleaving was). */
function snapshotOf(model: LedgerModel, logs: MemberLog[]): Snapshot {
  const snapshot: Snapshot = { bets: [], rounds: [], heldTxIds: [], requests: [] };
  model.members.forEach((member, i) => {
    const log = logs[i]!;
    for (const txId of log.bets) {
      snapshot.bets.push({ txId, meta: model.betOf(txId)! });
      snapshot.heldTxIds.push({ txId, memberId: member.id });
    }
    for (const txId of log.voided) if (model.holdsTx(txId)) snapshot.heldTxIds.push({ txId, memberId: member.id });
    for (const { providerId, roundId } of log.rounds) {
      const round = model.roundOf(providerId, roundId);
      if (round?.memberId === member.id) snapshot.rounds.push({ providerId, roundId, memberId: member.id });
    }
    for (const request of member.requests) {
      if (typeof request.output.id === 'number') snapshot.requests.push({ id: request.output.id, memberId: member.id, kind: request.kind });
    }
  });
  return snapshot;
}

async function countEntries(platform: TestPlatform): Promise<number> {
  const [row] = await rows<{ n: number }>(platform.db, sql`select count(*)::int as n from journal_entries`);
  return row!.n;
}

/** The invariants, then every account, every member's entry count and every round against the model. */
async function checkAgainstModel(platform: TestPlatform, SEED: number, model: LedgerModel, batch: number, entriesBefore: number) {
  const where = `seed=${SEED} batch=${batch}`;
  const violations = await ledgerViolations(platform.db);
  if (violations.length > 0) {
    throw new Error(
      `${where}: ledger invariants violated:\n${violations.map((v) => `  - ${v.check}: ${JSON.stringify(v.rows)}`).join('\n')}`,
    );
  }

  const actual = new Map((await accountBalances(platform.db)).map((a) => [accountName(a), a.balance]));
  const balanceOf = (name: string, from: Map<string, bigint>) => from.get(name) ?? 0n;
  for (const member of model.members) {
    const names = [
      `member_main|${member.id}|-|${member.currency}`,
      ...[...member.wallets.keys()].map((p) => `member_provider|${member.id}|${p}|${member.currency}`),
    ];
    for (const name of names) {
      const expected = balanceOf(name, model.accounts);
      const got = balanceOf(name, actual);
      if (expected !== got) {
        throw new Error(
          `${where}: first differing member ${member.username} (id ${member.id}): ${name} is ${got}, the model says ${expected}`,
        );
      }
    }
  }
  for (const name of new Set([...model.accounts.keys(), ...actual.keys()])) {
    if (balanceOf(name, model.accounts) !== balanceOf(name, actual)) {
      throw new Error(`${where}: account ${name} is ${balanceOf(name, actual)}, the model says ${balanceOf(name, model.accounts)}`);
    }
  }

  const perMember = new Map(
    (
      await rows<{ member_id: number; n: number }>(
        platform.db,
        sql`select member_id, count(*)::int as n from journal_entries group by member_id`,
      )
    ).map((x) => [x.member_id, x.n]),
  );
  for (const member of model.members) {
    const got = perMember.get(member.id) ?? 0;
    if (got !== member.entries) {
      throw new Error(
        `${where}: first differing member ${member.username} (id ${member.id}) has ${got} journal entries, the model says ${member.entries}`,
      );
    }
  }
  const total = await countEntries(platform);
  if (total !== entriesBefore + model.entriesWritten) {
    throw new Error(`${where}: ${total - entriesBefore} journal entries written, the model says ${model.entriesWritten}`);
  }

  if (model.requestsById.size > 0 || model.members.some((m) => m.requests.length > 0)) {
    const requests = await rows<{ id: number; member_id: number; kind: string; method: string; status: string; amount: string }>(
      platform.db,
      sql`select id, member_id, kind, method, status, amount_minor::text as amount from wallet_requests`,
    );
    const expectedCount = model.members.reduce((n, m) => n + m.requests.length, 0);
    if (requests.length !== expectedCount)
      throw new Error(`${where}: ${requests.length} wallet requests stored, the model has ${expectedCount}`);
    for (const row of requests) {
      const request = model.requestsById.get(row.id);
      const got = { memberId: row.member_id, kind: row.kind, method: row.method, status: row.status, amount: BigInt(row.amount) };
      const expected = request && {
        memberId: request.memberId,
        kind: request.kind,
        method: request.method,
        status: request.status,
        amount: request.amount,
      };
      if (!isDeepStrictEqual(got, expected)) {
        throw new Error(`${where}: wallet request #${row.id} is ${stringify(got)}, the model says ${stringify(expected)}`);
      }
    }
  }

  const stored = await rows<{ provider_id: string; round_id: string; member_id: number; bet: string; win: string; status: string }>(
    platform.db,
    sql`select provider_id, round_id, member_id, bet::text as bet, win::text as win, status from game_rounds`,
  );
  if (stored.length !== model.rounds.size)
    throw new Error(`${where}: ${stored.length} game rounds stored, the model has ${model.rounds.size}`);
  for (const row of stored) {
    const round = model.roundOf(row.provider_id, row.round_id);
    const got = { memberId: row.member_id, bet: BigInt(row.bet), win: BigInt(row.win), status: row.status };
    const expected = round && { memberId: round.memberId, bet: round.bet, win: round.win, status: round.status };
    if (
      !expected ||
      got.memberId !== expected.memberId ||
      got.bet !== expected.bet ||
      got.win !== expected.win ||
      got.status !== expected.status
    ) {
      throw new Error(`${where}: round ${row.provider_id}/${row.round_id} is ${stringify(got)}, the model says ${stringify(expected)}`);
    }
  }
}

const stringify = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
