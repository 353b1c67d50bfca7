import { describe, expect, it } from 'vitest';
import { assetUrl, gameHref, providerDisplayName, providersIn } from './assets';

describe('assetUrl', () => {
  it('joins storage keys to the base and keeps URLs and site paths', () => {
    expect(assetUrl('/storage/', 'live/thumbs/a.svg')).toBe('/storage/live/thumbs/a.svg');
    expect(assetUrl('https://cdn.test', 'live/thumbs/a.svg')).toBe('https://cdn.test/live/thumbs/a.svg');
    expect(assetUrl('/storage', 'https://img.test/a.png')).toBe('https://img.test/a.png');
    expect(assetUrl('/storage', '/categories/slots.svg')).toBe('/categories/slots.svg');
  });

  it('drops other schemes', () => {
    expect(assetUrl('/storage', 'javascript:alert(1)')).toBe('');
    expect(assetUrl('/storage', '')).toBe('');
  });
});

describe('providerDisplayName / gameHref', () => {
  it('names a provider in the language, falling back to en and then its name', () => {
    const p = { name: 'PG', memberDisplay: JSON.stringify({ en: 'PG Soft', th: 'พีจี' }) };
    expect(providerDisplayName(p, 'th')).toBe('พีจี');
    expect(providerDisplayName(p, 'zh')).toBe('PG Soft');
    expect(providerDisplayName({ name: 'PG', memberDisplay: 'oops' }, 'en')).toBe('PG');
  });

  it('hands a page its providers with their names in its language only', () => {
    const providers = [
      { providerId: 'pg', name: 'PG', memberDisplay: JSON.stringify({ en: 'PG Soft', th: 'พีจี', zh: 'PG电子' }) },
      { providerId: 'jl', name: 'JL', memberDisplay: 'oops' },
    ];
    const th = providersIn(providers, 'th');
    expect(th.map((p) => JSON.parse(p.memberDisplay) as unknown)).toEqual([{ th: 'พีจี' }, { th: 'JL' }]);
    expect(th.map((p) => providerDisplayName(p, 'th'))).toEqual(['พีจี', 'JL']);
    expect(providersIn(providers, 'vi').map((p) => p.memberDisplay)).toEqual(['{"vi":"PG Soft"}', '{"vi":"JL"}']);
    expect(th[0]).toMatchObject({ providerId: 'pg', name: 'PG' });
  });

  it('links a game under its category, encoding the id', () => {
    expect(gameHref('en-my', { type: 'slots', gameId: 'pg/1 a' })).toBe('/en-my/slots/pg%2F1%20a');
  });
});
