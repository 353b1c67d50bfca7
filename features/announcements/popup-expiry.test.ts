import { describe, expect, it } from 'vitest';
import { hiddenCookie, hiddenIdsFromCookies, hiddenUntil, isPopupDue } from './popup-expiry';

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

describe('the pop-up expiry cookie', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');

  it('lives exactly until the expiry', () => {
    expect(hiddenCookie(7, hiddenUntil(now, 1), now)).toBe('popup-hidden-7=1; path=/; max-age=86400; samesite=lax');
    expect(hiddenCookie(7, now - 5000, now)).toContain('max-age=0');
  });

  it('names the hidden pop-ups to the server', () => {
    expect([...hiddenIdsFromCookies(['sid', 'popup-hidden-7', 'popup-hidden-12', 'popup-hidden-x', 'lang'])]).toEqual([7, 12]);
  });
});
