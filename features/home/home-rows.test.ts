import { describe, expect, it } from 'vitest';
import type { Game } from '@/lib/contracts/catalog';
import { flaggedRow, recommendedRow } from './home-rows';

const g = (gameId: string, over: Partial<Game> = {}): Game => ({
  gameId,
  providerId: 'pg',
  name: gameId,
  displayName: gameId,
  providerDisplay: 'PG',
  popular: 0,
  new: 0,
  mobile: 1,
  web: 1,
  method: 0,
  img: '',
  type: 'slots',
  priority: 999,
  redirect: 0,
  ...over,
});

describe('flaggedRow', () => {
  it('takes flagged games by category order, then priority, once each, for the device', () => {
    const slots = [g('s1', { popular: 1, priority: 5 }), g('s2', { popular: 1, priority: 1 }), g('s3'), g('s4', { popular: 1, web: 0 })];
    const live = [g('l1', { popular: 1, priority: 0, type: 'live-casino' }), g('s2', { popular: 1 })];
    expect(flaggedRow([slots, live], 'popular', 'desktop').map((x) => x.gameId)).toEqual(['s2', 's1', 'l1']);
    expect(flaggedRow([slots, live], 'popular', 'mobile').map((x) => x.gameId)).toEqual(['s2', 's1', 's4', 'l1']);
  });

  it('stops at 12', () => {
    const many = Array.from({ length: 30 }, (_, i) => g(`n${i}`, { new: 1, priority: i }));
    expect(flaggedRow([many], 'new', 'desktop')).toHaveLength(12);
  });
});

describe('recommendedRow', () => {
  it("keeps the file's order and drops games the device cannot play", () => {
    expect(recommendedRow([g('b'), g('a', { mobile: 0 }), g('c')], 'mobile').map((x) => x.gameId)).toEqual(['b', 'c']);
  });

  it('shows only the categories the dashboard’s recommendDisplayList names', () => {
    const games = [g('s1', { type: 'slots' }), g('l1', { type: 'live-casino' }), g('f1', { type: 'fishing' })];
    expect(recommendedRow(games, 'desktop', ['slots', 'fishing']).map((x) => x.gameId)).toEqual(['s1', 'f1']);
    expect(recommendedRow(games, 'desktop', []).map((x) => x.gameId)).toEqual([]);
    expect(recommendedRow(games, 'desktop', null)).toHaveLength(3);
  });
});
