import { gunzipSync } from 'node:zlib';
import type { APIRequestContext } from './fixtures';
import type { Game, Maintenance, Provider } from '@/lib/contracts/catalog';

/** The published catalogue, read the way the site reads it (through /storage). */
async function readFile<T>(request: APIRequestContext, key: string): Promise<T> {
  const res = await request.get(`/storage/live/${key}?t=${Date.now()}`);
  if (!res.ok()) throw new Error(`${key}: HTTP ${res.status()}`);
  const body = await res.body();
  const text = body[0] === 0x1f && body[1] === 0x8b ? gunzipSync(body).toString('utf8') : body.toString('utf8');
  return JSON.parse(text) as T;
}

export async function catalogue(request: APIRequestContext, currency = 'MYR') {
  const providersByCategory = await readFile<Record<string, Provider[]>>(request, `${currency}/game/provider.json.gz`);
  const providers = new Map(
    Object.values(providersByCategory)
      .flat()
      .map((p) => [p.providerId, p]),
  );
  const categories = Object.keys(providersByCategory);
  const games = (await Promise.all(categories.map((c) => readFile<Game[]>(request, `${currency}/game/${c}.json.gz`)))).flat();
  const maintenance = await readFile<Maintenance>(request, `${currency}/game/maintenance.json`);
  const down = (g: Game) => maintenance.games.some((m) => m.id === g.gameId) || maintenance.providers.some((m) => m.id === g.providerId);
  const methodOf = (g: Game) => g.method ?? providers.get(g.providerId)?.method ?? 0;
  // Journeys find a game's card by its name, so they play only games whose name no other game has.
  const named = new Map<string, number>();
  for (const g of games) named.set(g.displayName, (named.get(g.displayName) ?? 0) + 1);
  const playable = games.filter((g) => !g.redirect && !down(g) && g.web === 1 && named.get(g.displayName) === 1);
  return {
    games,
    providers,
    providersByCategory,
    sameTabSlot: playable.find((g) => g.type === 'slots' && methodOf(g) === 0 && !providers.get(g.providerId)?.transfer)!,
    newTabGame: playable.find((g) => methodOf(g) === 1 && !providers.get(g.providerId)?.transfer)!,
    transferGame: playable.find((g) => providers.get(g.providerId)?.transfer === 1 && methodOf(g) === 0)!,
    maintenanceGame: games.find((g) => !g.redirect && down(g) && g.web === 1)!,
  };
}
