import { expect, test, type Page } from './fixtures';
import { catalogue } from './catalog';
import { DEMO_MY, fillLogin, loadWholeCategory } from './support';

const forgedMember = encodeURIComponent(
  JSON.stringify({
    id: 1,
    username: 'demomy01',
    currency: 'MYR',
    countryCode: 'MY',
    language: 'en',
    mobileno: '60-0100000001',
    email: '',
    tncAcceptedAt: '2026-01-01T00:00:00Z',
    createdAt: '2026-01-01T00:00:00Z',
  }),
);

// The demo provider's origin as playwright.config.ts starts it.
const PROVIDER_ORIGIN = `http://127.0.0.1:${process.env.E2E_PROVIDER_PORT ?? '4101'}`;
const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Every CSP refusal the page sees, in any of its frames: console reports and violation events. */
function cspViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  void page.exposeFunction('reportCspViolation', (text: string) => seen.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      void (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}

function expectBaseHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Not production: no HSTS on plain http.
  expect(headers['strict-transport-security']).toBeUndefined();
}

test('pages, API answers, storage, build and static files carry the security headers', async ({ page, request }) => {
  const res = await page.goto('/en-my');
  const headers = res!.headers();
  const csp = headers['content-security-policy']!;
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'(;|$)/);
  expect(csp.split('; ').find((d) => d.startsWith('script-src'))).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain(`frame-src 'self' ${PROVIDER_ORIGIN}`);
  expectBaseHeaders(headers);
  expect(headers['permissions-policy']).toContain(`fullscreen=(self "${PROVIDER_ORIGIN}")`);
  // Every script the server wrote carries the page's nonce (later chunks load through 'strict-dynamic').
  const nonce = /'nonce-([^']+)'/.exec(csp)![1];
  const scripts = page.locator('script[src*="/_next/static/"][async]');
  expect(await scripts.count()).toBeGreaterThan(0);
  for (const script of await scripts.all()) expect(await script.evaluate((el) => (el as HTMLScriptElement).nonce)).toBe(nonce);

  const api = await request.post('/api/common/country-list', { data: {} });
  expect(api.headers()['content-security-policy']).toBe(RESOURCE_CSP);
  expectBaseHeaders(api.headers());

  const asset = await request.get((await scripts.first().getAttribute('src'))!);
  expect(asset.ok()).toBe(true);
  expect(asset.headers()['content-security-policy']).toBe(RESOURCE_CSP);
  expectBaseHeaders(asset.headers());

  for (const path of ['/builds/latest.json', '/storage/live/version.json', '/storage/no/such/object.json']) {
    const file = await request.get(path);
    expect(file.headers()['content-security-policy'], path).toBe(RESOURCE_CSP);
    expectBaseHeaders(file.headers());
  }
});

test('home, lobby, wallet and a game run without a single CSP refusal', async ({ page }) => {
  const violations = cspViolations(page);
  await page.goto('/en-my?action=login');
  await fillLogin(page, DEMO_MY.username, DEMO_MY.password);
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  await page.goto('/en-my/slots');
  await loadWholeCategory(page); // the first input loads the whole category (and its validator)
  await expect(page.getByText(/^\d[\d,]* games$/)).toBeAttached();
  await page.goto('/en-my?action=deposit');
  await expect(page.getByRole('dialog')).toBeVisible();
  const { sameTabSlot } = await catalogue(page.request);
  await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
  await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
  const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
  await game.getByRole('button', { name: /spin|play/i }).click();
  await expect(game.getByTestId('last-result')).not.toBeEmpty();
  expect(violations).toEqual([]);
});

test('a forged x-member header does not log a visitor in, on a page or a dotted path', async ({ browser }) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-member': forgedMember, 'x-member-id': '1', 'x-next-intl-locale': 'th-th' },
  });
  const page = await context.newPage();
  await page.goto('/en-my');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect(await page.content()).not.toContain('demomy01');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-my');
  for (const path of ['/en-my/slots/x.y', '/en-my/x.y']) {
    const dotted = await page.goto(path);
    expect(await dotted!.text(), path).not.toContain('demomy01');
    expect(dotted!.headers()['content-security-policy'], path).toMatch(/'nonce-/);
  }
  await context.close();
});
