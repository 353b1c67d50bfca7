import { describe, expect, it } from 'vitest';
import { contributionOf, countdown, wageringPercent } from './progress';
import { makeBonus } from './test-fixtures';

describe('wageringPercent', () => {
  it('is wagered over required, whole, capped at 100; nothing to wager is done', () => {
    expect(wageringPercent({ wagered: '12.50', required: '50.00' })).toBe(25);
    expect(wageringPercent({ wagered: '49.99', required: '50.00' })).toBe(99);
    expect(wageringPercent({ wagered: '60', required: '50' })).toBe(100);
    expect(wageringPercent({ wagered: '0', required: '50' })).toBe(0);
    expect(wageringPercent({ wagered: '0', required: '0' })).toBe(100);
    expect(wageringPercent({ wagered: 'x', required: '50' })).toBe(0);
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-11-25T00:00:00Z');
  it('counts days, hours and minutes left, rounding minutes up', () => {
    expect(countdown('2026-11-27T03:04:30Z', now)).toEqual({ days: 2, hours: 3, minutes: 5 });
    expect(countdown('2026-11-25T00:00:01Z', now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });
  it('says expired at and after the instant, and nothing for a bad date', () => {
    expect(countdown('2026-11-25T00:00:00Z', now)).toBe('expired');
    expect(countdown('not a date', now)).toBeNull();
  });
});

describe('contributionOf', () => {
  it("is the category's share, else the bonus's share for other games", () => {
    const bonus = makeBonus();
    expect(contributionOf(bonus, 'slots')).toBe(100);
    expect(contributionOf(bonus, 'live-casino')).toBe(10);
    expect(contributionOf(bonus, 'fishing')).toBe(0);
    expect(contributionOf(bonus, 'toString')).toBe(0);
  });
});
