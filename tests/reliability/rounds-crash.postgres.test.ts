import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshDatabase, type DatabaseTarget } from '../../platform/test-support';
import { startChildPlatform, type ChildPlatform } from './child-platform';
import { expectSettled, openRoundCount, registerPlayers, startLoad } from './rounds-load';

/**
 * Rounds always end (issue 31), on PostgreSQL: members play real rounds through the demo provider's
 * game server (its /api/round sends the bet, then the win, to the platform's wallet callbacks),
 * seamless and transfer-wallet games, ≥ 50 at once, while transfers move money in and out of the
 * game wallet. The platform process, with the provider it embeds, is killed with SIGKILL in the
 * middle of it, twice. After each restart, within 2 minutes: no round is open (the provider's
 * journal rolls back bets left in flight and resends owed wins and rollbacks; the platform's sweep
 * asks about what is left), the ledger's invariants hold, and every member's money is exactly
 * what they were given plus the wins minus the stakes of their settled rounds: nothing lost,
 * nothing doubled, nothing still in flight.
 */
const OPERATOR_KEY = `rounds-operator-${randomUUID()}`;
const PROVIDER_SECRET = `rounds-provider-${randomUUID()}`;
const PLAYERS = 56;
const CYCLES = 2;

let dir: string;
let database: DatabaseTarget;
let child: ChildPlatform | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rounds-crash-'));
  database = await freshDatabase();
});
afterAll(async () => {
  await child?.kill();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

const childEnv = () => ({
  DATA_DIR: dir,
  DATABASE_URL: database.databaseUrl!,
  OPERATOR_KEY,
  PROVIDER_SECRET,
  REGISTER_MAX_PER_IP: '100000',
  // Rounds are asked about soon after a restart, and often.
  ROUND_SWEEP_AFTER_SECONDS: '15',
  ROUND_SWEEP_INTERVAL_SECONDS: '3',
});

describe('kill -9 of the platform and its game provider mid-play (postgres)', () => {
  it('ends every round within 2 minutes of the restart with every balance exact', { timeout: 900_000 }, async () => {
    const started = performance.now();
    child = await startChildPlatform(childEnv());
    const players = await registerPlayers(child.url, OPERATOR_KEY, PLAYERS);
    const report: string[] = [];

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      child ??= await startChildPlatform(childEnv());
      const running = child;
      const load = startLoad(running.url, running.providerUrl, players);
      // Kill once the rounds are flowing (every player has had time for a few), at a random moment after.
      await load.flowing(PLAYERS * 3, `cycle ${cycle}`);
      const openAtKill = await openRoundCount(database.databaseUrl!);
      const rounds = await load.end(() => running.kill());
      child = undefined;

      const restarted = performance.now();
      child = await startChildPlatform(childEnv());
      const settledMs = await expectSettled(database.databaseUrl!, players, restarted, `cycle ${cycle}`);
      report.push(
        `cycle ${cycle}: ${rounds} rounds played, ${openAtKill} open at the kill, 0 open ${(settledMs / 1000).toFixed(1)} s after the restart`,
      );
    }
    await child?.stop();
    child = undefined;
    console.log(
      `[rounds-crash postgres] ${PLAYERS} players; ${report.join('; ')}; total ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  });
});
