import { describe, expect, it } from 'vitest';
import { GAME_FEATURES } from '@/lib/contracts/games';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { demoHref, formatRtp, formatWhole, hasFacts, pageArt, shownFeatures, volatilityLevel } from './game-facts';

describe('game facts as the page shows them', () => {
  it('formats RTP and counts in the locale', () => {
    expect(formatRtp(96.5, 'en-my')).toBe('96.50%');
    expect(formatRtp(94, 'th-th')).toBe('94.00%');
    expect(formatRtp(97.3, 'id-id')).toBe('97,30%');
    expect(formatWhole(117649, 'en-my')).toBe('117,649');
    expect(formatWhole(50000, 'vi-vn')).toBe('50.000');
  });

  it('shows the features it has words for, once each, in order', () => {
    expect(shownFeatures(['wilds', 'free_spins', 'wilds', 'laser_sharks'])).toEqual(['wilds', 'free_spins']);
  });

  it('has words for every feature and volatility in every language', () => {
    for (const messages of [en, th])
      for (const key of [...GAME_FEATURES.map((f) => `feature_${f}`), 'volatility_low', 'volatility_medium', 'volatility_high'])
        expect(messages.gamePage, key).toHaveProperty(key);
  });

  it('levels volatility, knows when there is nothing to state, links the demo', () => {
    expect([volatilityLevel('low'), volatilityLevel('medium'), volatilityLevel('high')]).toEqual([1, 2, 3]);
    const none = {
      gameId: 'x',
      rtp: null,
      volatility: null,
      maxWin: null,
      lines: null,
      ways: null,
      features: [],
      demo: false,
      underMaintenance: false,
      art: '',
    };
    expect(hasFacts(null)).toBe(false);
    expect(hasFacts(none)).toBe(false);
    expect(hasFacts({ ...none, rtp: 96 })).toBe(true);
    expect(demoHref('/en-my/slots/drs-0001')).toBe('/en-my/slots/drs-0001?demo=1#demo');
  });
});

it("draws the page's large picture from the art's SVG, or else from the tile", () => {
  expect(pageArt({ art: '<svg xmlns="http://www.w3.org/2000/svg"/>' }, '/t.webp')).toBe(
    'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E',
  );
  expect(pageArt({ art: '' }, '/t.webp')).toBe('/t.webp');
  expect(pageArt(null, '/t.webp')).toBe('/t.webp');
});
