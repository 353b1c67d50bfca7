/**
 * The lobby's filter speed on a large catalogue (budget: ≤ 8 ms median per keystroke):
 *   npx tsx bench/lobby-filter.ts [games=10000]
 * Types a 6-letter query one letter at a time, alone and with a provider filter, under each sort,
 * on a freshly prepared catalogue per round (so the memoised orders are not the whole story: the
 * one-off preparation is printed on its own line).
 */
import { EMPTY_QUERY, LOBBY_SORTS, filterGames, prepareCatalogue, type LobbyQuery } from '../features/lobby/filter-games';
import { generateGames } from '../features/lobby/test-games';

const count = Number(process.argv[2] ?? 10_000);
const ROUNDS = 30;
const QUERY = 'dragon';
const ctx = { device: 'desktop' as const, locale: 'en-my' };

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

const fmt = (ms: number) => ms.toFixed(3).padStart(7);

function main() {
  const prep: number[] = [];
  const rows = new Map<string, number[]>();
  const everything: number[] = [];
  const record = (label: string, ms: number) => rows.set(label, [...(rows.get(label) ?? []), ms]);
  let matched = 0;

  for (let round = 0; round < ROUNDS; round++) {
    // A new array each round: prepareCatalogue memoises per array, as it does per published version.
    const games = generateGames(count);
    let started = performance.now();
    const catalogue = prepareCatalogue(games);
    for (const sort of LOBBY_SORTS) catalogue.order(sort, ctx.locale);
    prep.push(performance.now() - started);

    for (const sort of LOBBY_SORTS) {
      for (const providers of [[], ['p3', 'p7']]) {
        const label = `${sort}${providers.length ? ' + 2 providers' : ''}`;
        for (let i = 1; i <= QUERY.length; i++) {
          const query: LobbyQuery = { ...EMPTY_QUERY, sort, providers, name: QUERY.slice(0, i) };
          started = performance.now();
          matched = filterGames(catalogue, query, ctx).length;
          const ms = performance.now() - started;
          record(label, ms);
          everything.push(ms);
        }
      }
    }
  }

  console.log(`lobby filter: ${count} games, ${ROUNDS} rounds, query "${QUERY}" typed letter by letter (last match: ${matched} games)`);
  const p = stats(prep);
  console.log(`  prepare (names + 5 orders, once per catalogue): median ${fmt(p.median)} ms   p95 ${fmt(p.p95)} ms`);
  console.log('  per keystroke                      median       p95       max   (ms)');
  for (const [label, samples] of rows) {
    const s = stats(samples);
    console.log(`  ${label.padEnd(32)} ${fmt(s.median)}   ${fmt(s.p95)}   ${fmt(s.max)}`);
  }
  const all = stats(everything);
  console.log(`  ${'every keystroke above'.padEnd(32)} ${fmt(all.median)}   ${fmt(all.p95)}   ${fmt(all.max)}`);
  const ok = all.median <= 8;
  console.log(`budget ≤ 8 ms median per keystroke: ${ok ? 'met' : 'MISSED'} (${all.median.toFixed(3)} ms)`);
  if (!ok) process.exitCode = 1;
}

main();
