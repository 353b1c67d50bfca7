import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { DEMO_TH, fillLogin, operatorApi } from './support';

/**
 * The country's live-chat script (contact data `liveChatScript`) against a stand-in vendor on its
 * own origin: loaded on that country's pages only, with the member's id as a session variable, and
 * its origin in those pages' CSP only. Thailand's contact data: no other journey reads it.
 */
const VENDOR_SCRIPT = `
  document.documentElement.dataset.liveChatUser = (window.LiveChatSession && window.LiveChatSession.userId) || 'visitor';
  window.addEventListener('livechat:session', (e) => { document.documentElement.dataset.liveChatUser = e.detail.userId || 'visitor'; });
`;

let vendor: http.Server;
let vendorOrigin = '';

test.beforeAll(async () => {
  vendor = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(VENDOR_SCRIPT);
  });
  await new Promise<void>((resolve) => vendor.listen(0, '127.0.0.1', resolve));
  vendorOrigin = `http://127.0.0.1:${(vendor.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => vendor.close(resolve));
});

type Page = import('@playwright/test').Page;

/** Thailand's published channels, so the journey can put them back as they were. */
async function thaiContact(page: Page): Promise<Record<string, string>> {
  const res = await page.request.get(`/storage/live/contact/th.json?t=${Date.now()}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Record<string, string> }).data;
}

async function setThaiContact(page: Page, data: Record<string, string>) {
  await operatorApi(page, 'operator/contact-save', { countryCode: 'TH', data });
  await operatorApi(page, 'operator/catalog-publish', {});
}

test('a country’s live-chat script loads after the page is interactive, knows the member, and is allowed only there', async ({ page }) => {
  const original = await thaiContact(page);
  await setThaiContact(page, { ...original, liveChatScript: `${vendorOrigin}/chat.js` });
  try {
    // The site's data cache reads the contact again once the operator's change moves the data version.
    await expect
      .poll(async () => (await page.request.get('/en-th')).headers()['content-security-policy'] ?? '', { timeout: 10_000 })
      .toContain(vendorOrigin);
    const csp = (await page.request.get('/en-th')).headers()['content-security-policy']!;
    expect(csp.split('; ').find((d) => d.startsWith('connect-src'))).toContain(vendorOrigin);

    // Another country's pages neither load it nor allow its origin.
    const other = await page.request.get('/en-my');
    expect(other.headers()['content-security-policy']).not.toContain(vendorOrigin);
    await page.goto('/en-my', { waitUntil: 'load' });
    await page.waitForFunction(() => 'requestIdleCallback' in window && document.readyState === 'complete');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 })));
    expect(await page.evaluate(() => 'LiveChatSession' in window)).toBe(false);
    await expect(page.locator('script#live-chat-script')).toHaveCount(0);

    await page.goto('/en-th?action=login');
    await expect(page.locator('html')).toHaveAttribute('data-live-chat-user', 'visitor');
    await fillLogin(page, DEMO_TH.username, DEMO_TH.password);
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-live-chat-user', /^\d+$/);
    await expect(page.locator('script#live-chat-script')).toHaveCount(1);
  } finally {
    await setThaiContact(page, original);
  }
});
