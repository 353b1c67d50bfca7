import { gameProviderRegistry, type GameProvider } from './provider';

const adapter = (id: string, serves: (providerId: string) => boolean): GameProvider => ({
  id,
  serves,
  launch: async () => ({ url: `https://${id}.example.test/play` }),
  wallet: {
    decode: () => ({ refuse: { statusCode: 404, body: null } }),
    encode: () => ({ statusCode: 200, body: null }),
  },
});

describe('gameProviderRegistry', () => {
  const only = adapter('only', (providerId) => providerId === 'P1');
  const rest = adapter('rest', () => true);
  const registry = gameProviderRegistry([only, rest]);

  it('finds an adapter by its id', () => {
    expect(registry.byId('rest')).toBe(rest);
    expect(registry.byId('nope')).toBeUndefined();
    expect(registry.all).toEqual([only, rest]);
  });

  it('gives a catalogue provider the first adapter that serves it', () => {
    expect(registry.forCatalogueProvider('P1')).toBe(only);
    expect(registry.forCatalogueProvider('P2')).toBe(rest);
    expect(gameProviderRegistry([only]).forCatalogueProvider('P2')).toBeUndefined();
  });

  it('refuses two adapters under one id (their callbacks and txIds would mix)', () => {
    expect(() => gameProviderRegistry([rest, adapter('rest', () => false)])).toThrow(/registered twice/);
  });
});
