/** The big operator's lobby the lobby benches measure: the category file answered with many games. */
import type { Page } from '@playwright/test';
import { gunzipSync, gzipSync } from 'node:zlib';

type Game = { gameId: string; name: string; displayName?: string; [key: string]: unknown };

function enlarge(games: Game[], count: number): Game[] {
  const out: Game[] = [];
  for (let i = 0; out.length < count; i++) {
    const source = games[i % games.length]!;
    const copy = Math.floor(i / games.length);
    if (copy === 0) out.push(source);
    else
      out.push({
        ...source,
        gameId: `${source.gameId}-c${copy}`,
        name: `${source.name} ${copy}`,
        displayName: `${source.displayName ?? source.name} ${copy}`,
      });
  }
  return out;
}

/** Answers the lobby's category file with `count` games: the real file's, cloned under new names. */
export async function serveLargeCatalogue(page: Page, count: number): Promise<void> {
  await page.route(/\/game\/(?!provider|recommended)[a-z-]+\.json\.gz/, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    let games: Game[];
    try {
      games = JSON.parse(gunzipSync(body).toString('utf8')) as Game[];
    } catch {
      games = JSON.parse(body.toString('utf8')) as Game[];
    }
    // Fresh headers: the original length and encoding no longer describe the new body.
    await route.fulfill({
      status: 200,
      contentType: 'application/octet-stream',
      headers: { 'cache-control': 'no-cache' },
      body: gzipSync(JSON.stringify(enlarge(games, count))),
    });
  });
}
