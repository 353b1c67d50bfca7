import { describe, expect, it } from 'vitest';
import { hiddenUntil, isPopupDue } from './popup-expiry';

describe('pop-up expiry', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('shows a pop-up never hidden, or whose expiry has passed', () => {
    expect(isPopupDue(undefined, now)).toBe(true);
    expect(isPopupDue(now, now)).toBe(true);
    expect(isPopupDue(now + 1, now)).toBe(false);
  });

  it('hides for hide_period days from the moment it was dismissed', () => {
    const until = hiddenUntil(now, 1);
    expect(isPopupDue(until, now + 86_400_000 - 1)).toBe(false);
    expect(isPopupDue(until, now + 86_400_000)).toBe(true);
    expect(hiddenUntil(now, 0)).toBe(now);
  });
});
