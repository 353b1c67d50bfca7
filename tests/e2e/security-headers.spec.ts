import { expect, test, type Page } from '@playwright/test';
import { catalogue } from './catalog';
import { DEMO_MY, fillLogin } from './support';

const forgedMember = encodeURIComponent(
  JSON.stringify({ id: 1, username: 'demomy01', currency: 'MYR', countryCode: 'MY', language: 'en', mobileno: '60-0100000001', email: '', tncAcceptedAt: '2026-01-01T00:00:00Z', createdAt: '2026-01-01T00:00:00Z' }),
);

/** Every CSP refusal Chromium reports while the page runs. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

test('pages, API answers and static files carry the security headers', async ({ page, request }) => {
  const res = await page.goto('/en-my');
  const headers = res!.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');

  const api = await request.post('/api/common/country-list', { data: {} });
  expect(api.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  const asset = await request.get(script!);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  expect(asset.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('home, lobby, wallet and a game run without a single CSP refusal', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/en-my?action=login');
  await fillLogin(page, DEMO_MY.username, DEMO_MY.password);
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  await page.goto('/en-my/slots');
  await expect(page.getByText(/^\d[\d,]* games$/)).toBeAttached();
  await page.goto('/en-my?action=deposit');
  await expect(page.getByRole('dialog')).toBeVisible();
  const { sameTabSlot } = await catalogue(page.request);
  await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
  await page.getByRole('button', { name: sameTabSlot.displayName }).first().click();
  const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
  await game.getByRole('button', { name: /spin|play/i }).click();
  await expect(game.getByTestId('last-result')).not.toBeEmpty();
  expect(violations).toEqual([]);
});

test('a forged x-member header does not log a visitor in, on a page or a dotted path', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-member': forgedMember } });
  const page = await context.newPage();
  await page.goto('/en-my');
  await expect(page.getByRole('button', { name: 'Log In' }).first()).toBeVisible();
  const dotted = await page.goto('/en-my/slots/x.y');
  expect(await dotted!.text()).not.toContain('demomy01');
  await context.close();
});
