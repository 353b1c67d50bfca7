import type { Game, Provider } from '@/lib/contracts/catalog';

/** Test and bench fixtures shaped like the published catalogue. */
export function makeGame(overrides: Partial<Game> & Pick<Game, 'gameId'>): Game {
  const name = overrides.name ?? overrides.displayName ?? overrides.gameId;
  return {
    providerId: 'pg',
    name,
    displayName: name,
    providerDisplay: 'PG Soft',
    popular: 0,
    new: 0,
    mobile: 1,
    web: 1,
    method: 0,
    img: `live/thumbs/${overrides.gameId}.svg`,
    type: 'slots',
    priority: 999,
    redirect: 0,
    ...overrides,
  };
}

export function makeProvider(overrides: Partial<Provider> & Pick<Provider, 'providerId'>): Provider {
  return {
    name: overrides.providerId.toUpperCase(),
    memberDisplay: JSON.stringify({ en: overrides.name ?? overrides.providerId.toUpperCase() }),
    method: 0,
    transfer: 0,
    img: `live/providers/${overrides.providerId}.svg`,
    ...overrides,
  };
}

const syllables = ['ra', 'zor', 'mi', 'ka', 'lo', 'tu', 've', 'shi', 'no', 'pa', 'gold', 'fu', 'dra', 'gon', 'lu', 'cky', 'star', 'wild'];

/** `count` games with deterministic pseudo-random names, providers and flags. */
export function generateGames(count: number, providers = 24): Game[] {
  let seed = 42;
  const rnd = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const word = () => Array.from({ length: 2 + Math.floor(rnd() * 2) }, () => syllables[Math.floor(rnd() * syllables.length)]).join('');
  return Array.from({ length: count }, (_, i) => {
    const name = `${word()} ${word()}${rnd() < 0.2 ? ' Deluxe' : ''}`.replace(/^./, (c) => c.toUpperCase());
    return makeGame({
      gameId: `g${i}`,
      name,
      displayName: rnd() < 0.1 ? `${name} Résumé` : name,
      providerId: `p${i % providers}`,
      providerDisplay: `Provider ${i % providers}`,
      popular: rnd() < 0.1 ? 1 : 0,
      new: rnd() < 0.05 ? 1 : 0,
      mobile: rnd() < 0.9 ? 1 : 0,
      web: 1,
      priority: Math.floor(rnd() * 1000),
    });
  });
}
