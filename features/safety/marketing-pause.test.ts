import { MARKETING_PAUSE_COOKIE, marketingPauseCookie, marketingPaused } from './marketing-pause';

describe('the marketing pause cookie', () => {
  const now = Date.parse('2026-05-01T00:00:00Z');
  it('lasts until the break’s end, and pauses up to that moment only', () => {
    const cookie = marketingPauseCookie('2026-05-02T00:00:00.000Z', now);
    expect(cookie).toContain(`${MARKETING_PAUSE_COOKIE}=${now + 86_400_000};`);
    expect(cookie).toContain('max-age=86400');
    expect(marketingPaused(String(now + 86_400_000), now + 86_400_000 - 1)).toBe(true);
    expect(marketingPaused(String(now + 86_400_000), now + 86_400_000)).toBe(false);
  });
  it('stands for years when the break is permanent, and never pauses on nonsense', () => {
    expect(marketingPauseCookie(null, now)).toMatch(/max-age=157680000/);
    expect(marketingPaused(undefined, now)).toBe(false);
    expect(marketingPaused('soon', now)).toBe(false);
  });
});
