import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixture } from '../../platform/modules/games/testing/catalog-fixture';
import { freshDatabase, type DatabaseTarget } from '../../platform/test-support';
import { freePort, startChildPlatform, startChildProvider, type ChildPlatform, type ChildProvider } from './child-platform';
import { api, expectSettled, openRoundCount, registerPlayers, startLoad, type Player } from './rounds-load';

/**
 * Rounds always end (issue 31) when the game provider crashes, on PostgreSQL: the demo provider runs
 * as a process of its own (platform/providers/demo/standalone.ts), as a real provider does, and the
 * platform registers it by its URL. Members play real rounds through it, ≥ 50 at once, seamless
 * and transfer-wallet games, while transfers move money in and out of the game wallet; only the
 * provider is killed with SIGKILL in the middle of it, twice (the second time it stays down past
 * the platform's sweep, which then meets no provider at all), and comes back on the same address.
 * The platform keeps running. After each restart, within 2 minutes: no round is open, the ledger's
 * invariants hold, and every member's money is what they were given plus the wins minus the
 * stakes of their settled rounds.
 */
const OPERATOR_KEY = `provider-crash-operator-${randomUUID()}`;
const PROVIDER_SECRET = `provider-crash-provider-${randomUUID()}`;
const PLAYERS = 56;
const CYCLES = 2;
/** Rounds open this long are asked about; the second cycle leaves the provider down longer than that. */
const SWEEP_AFTER_SECONDS = 5;
const LONG_OUTAGE_MS = 8_000;

let dir: string;
let database: DatabaseTarget;
let platform: ChildPlatform | undefined;
let provider: ChildProvider | undefined;
let providerPort: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'provider-crash-'));
  database = await freshDatabase();
  // The provider comes back where the platform (and every launch URL) expects it.
  providerPort = await freePort();
});
afterAll(async () => {
  await provider?.kill();
  await platform?.kill();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

const platformEnv = () => ({
  DATA_DIR: join(dir, 'platform'),
  DATABASE_URL: database.databaseUrl!,
  OPERATOR_KEY,
  PROVIDER_SECRET,
  REMOTE_PROVIDER_URL: `http://127.0.0.1:${providerPort}`,
  REGISTER_MAX_PER_IP: '100000',
  ROUND_SWEEP_AFTER_SECONDS: String(SWEEP_AFTER_SECONDS),
  ROUND_SWEEP_INTERVAL_SECONDS: '2',
});

const providerEnv = (platformUrl: string) => ({
  NODE_ENV: 'test',
  DATABASE_URL: database.databaseUrl!,
  PROVIDER_SECRET,
  PROVIDER_HOST: '127.0.0.1',
  PROVIDER_PORT: String(providerPort),
  PLATFORM_URL: platformUrl,
  // What it owes the wallet, on disk: the journal a restart reads.
  PROVIDER_STATE_DIR: join(dir, 'provider'),
});

/** While the provider is down, members still move money between main and the game wallet. */
async function transfersWhileDown(base: string, players: Player[]): Promise<void> {
  for (const player of players.filter((p) => p.transfer)) {
    const member = { cookie: `sid=${player.sid}` };
    const back = await api(base, 'member/restore-balance', {}, member);
    const into = await api(
      base,
      'game/play-transfer',
      { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId, amount: '20' },
      member,
    );
    expect([back.response.status, into.response.status], `transfers of member ${player.id} with the provider down`).toEqual([200, 200]);
  }
}

describe('kill -9 of the game provider alone mid-play (postgres)', () => {
  it('ends every round within 2 minutes of its restart with every balance exact', { timeout: 600_000 }, async () => {
    const started = performance.now();
    platform = await startChildPlatform(platformEnv());
    const running = platform;
    expect(running.providerUrl).toBe(`http://127.0.0.1:${providerPort}`);
    provider = await startChildProvider(providerEnv(running.url));
    const players = await registerPlayers(running.url, OPERATOR_KEY, PLAYERS);
    const report: string[] = [];

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const current = provider!;
      const load = startLoad(running.url, running.providerUrl, players);
      // Kill once the rounds are flowing (every player has had time for a few), at a random moment after.
      await load.flowing(PLAYERS * 3, `cycle ${cycle}`);
      const openAtKill = await openRoundCount(database.databaseUrl!);
      const rounds = await load.end(() => current.kill());
      provider = undefined;

      const down = performance.now();
      await transfersWhileDown(running.url, players);
      if (cycle === 2) await new Promise((resolve) => setTimeout(resolve, LONG_OUTAGE_MS - (performance.now() - down)));
      const downMs = performance.now() - down;

      const restarted = performance.now();
      provider = await startChildProvider(providerEnv(running.url));
      const settledMs = await expectSettled(database.databaseUrl!, players, restarted, `cycle ${cycle}`);
      expect(running.process.exitCode ?? running.process.signalCode, 'the platform kept running').toBeNull();
      report.push(
        `cycle ${cycle}: ${rounds} rounds played, ${openAtKill} open at the kill, provider down ${(downMs / 1000).toFixed(1)} s, ` +
          `0 open ${(settledMs / 1000).toFixed(1)} s after its restart`,
      );
    }
    await provider?.stop();
    provider = undefined;
    await running.stop();
    platform = undefined;
    console.log(
      `[provider-crash postgres] ${PLAYERS} players; ${report.join('; ')}; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});
