import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../platform/db/connection';
import { fixture } from '../../platform/modules/games/testing/catalog-fixture';
import { uniqueMember } from '../../platform/test-support';
import { ledgerViolations, rows } from './invariants';

/**
 * Members playing real rounds through the demo provider's game server (its /api/round sends the
 * bet, then the win, to the platform's wallet callbacks), seamless and transfer-wallet games, all at
 * once, while transfers move money in and out of the game wallet; and what must hold once a crash
 * in the middle of it is over (the crash tests: rounds-crash, provider-crash).
 */
export type Player = { id: number; username: string; sid: string; transfer: boolean };

/** What each player is given: MYR 1,000.00. */
const FUNDED_MINOR = 100_000n;
/** After a restart, every round ends within this (issue 31). */
const SETTLE_WITHIN_MS = 120_000;

export async function api(base: string, name: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { response, body: (await response.json()) as { status: boolean; msg: string; output?: unknown } };
}

/** `count` members, each given FUNDED_MINOR; every fourth plays the transfer-wallet game. */
export async function registerPlayers(base: string, operatorKey: string, count: number): Promise<Player[]> {
  const players: Player[] = [];
  for (let i = 0; i < count; i++) players.push(await register(base, operatorKey, i % 4 === 0));
  return players;
}

async function register(base: string, operatorKey: string, transfer: boolean): Promise<Player> {
  const { username, mobileno } = uniqueMember();
  const { response, body } = await api(base, 'auth/register', {
    username,
    password: 'Secret@123',
    mobileno,
    email: '',
    countryCode: 'MY',
    language: 'en',
  });
  expect(body, `register ${username}`).toMatchObject({ status: true });
  const sid = /(?:^|,\s*)sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('no session cookie');
  const funded = await api(
    base,
    'operator/adjust',
    { username, amount: '1000.00', note: 'fund', idempotencyKey: `fund-${username}` },
    { 'x-operator-key': operatorKey },
  );
  expect(funded.body).toMatchObject({ status: true });
  return { id: (body.output as { id: number }).id, username, sid, transfer };
}

/**
 * A game session on the provider's page, as a browser gets one (game/play, then the page's boot
 * data). The page asks the wallet for the balance first; on a loaded machine that call may time out
 * (the page says "try again later"), and a player tries again, as a member would.
 */
async function session(base: string, player: Player): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openGame(base, player);
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

async function openGame(base: string, player: Player): Promise<string> {
  const gameId = player.transfer ? fixture.transfer.game : fixture.seamless.slot;
  const play = await api(base, 'game/play', { gameId }, { cookie: `sid=${player.sid}` });
  if (!play.body.status) throw new Error(`game/play: ${play.body.msg}`);
  const page = await fetch((play.body.output as { url: string }).url);
  const html = await page.text();
  const boot = /<script type="application\/json" id="boot">(.*?)<\/script>/.exec(html);
  if (!boot) throw new Error(`no boot data on the game page (HTTP ${page.status})`);
  return (JSON.parse(boot[1]!) as { session: string }).session;
}

/** Rounds answered so far (all players), and why a player stopped before the load's end. */
type Progress = { rounds: number; failures: string[] };

export type Load = {
  /**
   * Resolves once `minRounds` rounds were answered (or 90 s passed), at a random moment up to 2 s
   * later, when no player has stopped and more rounds than players were played.
   */
  flowing(minRounds: number, label: string): Promise<void>;
  /** Tells the players to stop, then crashes whatever `kill` kills; resolves to the rounds played. */
  end(kill: () => Promise<void>): Promise<number>;
};

/** Every player plays until `end`: rounds, and for a transfer game money in and out of its wallet. */
export function startLoad(base: string, providerUrl: string, players: Player[]): Load {
  const progress: Progress = { rounds: 0, failures: [] };
  let stopped = false;
  const stop = () => stopped;
  const load = players.map((player) => play(base, providerUrl, player, stop, progress));
  return {
    async flowing(minRounds, label) {
      const started = performance.now();
      while (progress.rounds < minRounds && performance.now() - started < 90_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2_000));
      expect(progress.failures, `${label}: players stopped before the kill`).toEqual([]);
      expect(progress.rounds, `${label}: rounds before the kill`).toBeGreaterThan(players.length);
    },
    async end(kill) {
      // Told first, so a player cut off by the kill is not counted as one that stopped before it.
      stopped = true;
      await kill();
      return (await Promise.all(load)).reduce((a, b) => a + b, 0);
    },
  };
}

async function play(base: string, providerUrl: string, player: Player, stop: () => boolean, progress: Progress): Promise<number> {
  let rounds = 0;
  const member = { cookie: `sid=${player.sid}` };
  try {
    let game = await session(base, player);
    while (!stop()) {
      if (player.transfer && rounds % 10 === 0) {
        // A part of main into the game wallet; now and then everything back.
        if (rounds % 30 === 0) await api(base, 'member/restore-balance', {}, member);
        await api(
          base,
          'game/play-transfer',
          { gameId: fixture.transfer.game, providerId: fixture.transfer.providerId, amount: '20' },
          member,
        );
        game = await session(base, player);
      }
      const response = await fetch(`${providerUrl}/api/round`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ session: game, bet: '100', choice: rounds % 2 ? 'hi' : 'lo' }),
      });
      if (response.status === 401) game = await session(base, player);
      rounds++;
      progress.rounds++;
    }
  } catch (error) {
    // The kill cut the connection: the test looks at the books, not at this player's last answer.
    if (!stop()) progress.failures.push(`member ${player.id}: ${(error as Error).message}`);
  }
  return rounds;
}

/** Rounds open in the database right now. */
export async function openRoundCount(databaseUrl: string): Promise<number> {
  const handle = await openDatabase({ databaseUrl });
  try {
    return await openRounds(handle);
  } finally {
    await handle.close();
  }
}

async function openRounds(handle: DatabaseHandle): Promise<number> {
  const [row] = await rows<{ n: number }>(handle.db, sql`select count(*)::int as n from game_rounds where status = 'open'`);
  return row!.n;
}

/**
 * Waits (up to 2 minutes from `restarted`) until no round is open, then checks the ledger's
 * invariants and every player's money; resolves to how long after `restarted` the last round ended.
 */
export async function expectSettled(databaseUrl: string, players: Player[], restarted: number, label: string): Promise<number> {
  const check = await openDatabase({ databaseUrl });
  try {
    let open = await openRounds(check);
    while (open > 0 && performance.now() - restarted < SETTLE_WITHIN_MS) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      open = await openRounds(check);
    }
    const settledMs = performance.now() - restarted;
    expect(open, `${label}: rounds still open ${Math.round(settledMs / 1000)} s after the restart`).toBe(0);
    expect(await ledgerViolations(check.db), `${label}: ledger invariants`).toEqual([]);
    expect(await moneyProblems(check, players), `${label}: balances`).toEqual([]);
    return settledMs;
  } finally {
    await check.close();
  }
}

/** Each player's money (main and game wallets) against what was given and what their settled rounds moved. */
async function moneyProblems(handle: DatabaseHandle, players: Player[]): Promise<string[]> {
  const ids = players.map((p) => p.id);
  const held = await rows<{ member_id: number; total: string }>(
    handle.db,
    sql`select member_id, sum(balance)::text as total from ledger_accounts
        where member_id in ${sql.raw(`(${ids.join(',')})`)} and kind in ('member_main', 'member_provider', 'member_bonus') group by member_id`,
  );
  const played = await rows<{ member_id: number; net: string }>(
    handle.db,
    sql`select member_id, coalesce(sum(win - bet) filter (where status = 'settled'), 0)::text as net
        from game_rounds where member_id in ${sql.raw(`(${ids.join(',')})`)} group by member_id`,
  );
  const heldBy = new Map(held.map((r) => [r.member_id, BigInt(r.total)]));
  const netBy = new Map(played.map((r) => [r.member_id, BigInt(r.net)]));
  return players
    .map((p) => ({ p, expected: FUNDED_MINOR + (netBy.get(p.id) ?? 0n), actual: heldBy.get(p.id) ?? 0n }))
    .filter(({ expected, actual }) => expected !== actual)
    .map(({ p, expected, actual }) => `member ${p.id} holds ${actual}, settled rounds say ${expected}`);
}
