import type { games, providers } from '../db/schema-catalog';
import { gameFacts } from './catalog-facts';
import { gameName } from './catalog-names';
import { hashString, mulberry32 } from './random';
import { seedMaintenance, seedProviders, type SeedProvider } from './catalog-providers';

/**
 * The demo catalogue, generated: a pure function of the size, so every start (and every process)
 * produces the same rows. Flags come from a PRNG seeded by the game id, not by insertion order,
 * so a game keeps its flags in both the small and the full catalogue.
 */

export type CatalogSize = 'full' | 'small';
/** Games per provider and category in the small catalogue (tests). */
const SMALL_PER_CATEGORY = 4;

export type ProviderRow = typeof providers.$inferInsert;
export type GameRow = typeof games.$inferInsert;

export function generateProviders(): ProviderRow[] {
  return seedProviders.map((p) => ({
    providerId: p.providerId,
    name: p.name,
    memberDisplay: p.memberDisplay,
    method: p.method,
    transfer: p.transfer,
    currencies: p.currencies,
    priority: p.priority,
    enabled: true,
  }));
}

export function generateGames(size: CatalogSize = 'full'): GameRow[] {
  const rows: GameRow[] = [];
  for (const provider of seedProviders) {
    let index = 0; // numbering runs across the provider's categories, as a provider's own ids would
    for (const [category, count] of Object.entries(provider.games)) {
      const take = size === 'full' ? count : Math.min(count, SMALL_PER_CATEGORY);
      for (let i = 0; i < count; i++) {
        index += 1;
        if (i < take) rows.push(makeGame(provider, category, i, index));
      }
    }
  }
  return rows;
}

const underMaintenance = new Set<string>(seedMaintenance.game);

function makeGame(provider: SeedProvider, category: string, i: number, index: number): GameRow {
  const gameId = `${provider.providerId}-${String(index).padStart(4, '0')}`;
  const rand = mulberry32(hashString(gameId));

  if (provider.lobby === category && i === 0) {
    // One door to the provider's own lobby, listed first.
    const name = `${provider.name.replace(/ (Live|Sports)$/, '')} Lobby`;
    return {
      gameId,
      providerId: provider.providerId,
      name,
      displayName: name,
      type: category,
      popular: true,
      new: false,
      mobile: true,
      web: true,
      method: null,
      priority: 1,
      redirect: true,
      enabled: true,
      ...gameFacts({ gameId, type: category, name, redirect: true }),
    };
  }

  const name = gameName(category, i, hashString(provider.providerId) % 997);
  const popular = rand() < 0.08;
  const isNew = rand() < 0.08;
  // A few games exist on one device only; games under maintenance stay on both (the e2e shows them).
  const device = underMaintenance.has(gameId) ? 0.5 : rand();
  const web = device >= 0.015;
  const mobile = device < 0.015 || device >= 0.03;
  const m = rand();
  const method = m < 0.1 ? 0 : m < 0.2 ? 1 : null;
  const priority = popular ? 2 + Math.floor(rand() * 98) : 100 + Math.floor(rand() * 900);
  return {
    gameId,
    providerId: provider.providerId,
    name,
    displayName: name,
    type: category,
    popular,
    new: isNew,
    mobile,
    web,
    method,
    priority,
    redirect: false,
    enabled: true,
    ...gameFacts({ gameId, type: category, name, redirect: false }),
  };
}

export function generateMaintenance(): Array<{ kind: 'game' | 'provider'; id: string; until: Date | null }> {
  return [
    ...seedMaintenance.provider.map((id) => ({ kind: 'provider' as const, id, until: null })),
    ...seedMaintenance.game.map((id) => ({ kind: 'game' as const, id, until: null })),
  ];
}
