import { expect, test } from './fixtures';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT, expectRestored, markPage, pageState, WITH_BACK_FORWARD_CACHE } from './back-forward';
import { PAGE_HTML_BUDGET, otherLanguageText } from './page-weight';
import { recordPageScripts } from './page-scripts';
import { registerViaApi } from './support';

test.use(WITH_BACK_FORWARD_CACHE);

const PUBLIC_PAGES = ['/en-my', '/en-my/slots', '/en-my/providers/slots', '/en-my/promotions', '/en-my/help-center/responsible'];

test('a visitor’s public pages and a member’s pages may be kept by the browser', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    const res = await page.request.get(path, DOCUMENT);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('private, no-cache');
    // The page still carries its nonce policy: the stored copy is replayed with its own header.
    expect(res.headers()['content-security-policy'], path).toMatch(/'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  }
  // The router's own RSC fetches keep Next's headers.
  const rsc = await page.request.get('/en-my/slots', { headers: { rsc: '1', 'sec-fetch-dest': 'empty' } });
  expect(rsc.headers()['cache-control']).toContain('no-store');

  // A member's pages too: their HTML carries none of the member's data (member-cache.spec.ts).
  await registerViaApi(page);
  for (const path of [...PUBLIC_PAGES, '/en-my/account', '/en-my/transactions/deposit']) {
    const res = await page.request.get(path, DOCUMENT);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('private, no-cache');
  }
});

test('pages, their scripts and their stylesheets come brotli-compressed; the styles are files, not in the HTML', async ({ request }) => {
  for (const path of ['/en-my', '/en-my/slots']) {
    const res = await request.get(path, { headers: { ...DOCUMENT.headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers()['content-encoding'], path).toBe('br');
    const html = await res.text();
    expect(html, path).toMatch(/<link[^>]*rel="stylesheet"/);
    expect(html, path).not.toMatch(/<style[^>]*>[^<]*\.p-component\{/);
  }
  const gzip = await request.get('/en-my', { headers: { ...DOCUMENT.headers, 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');

  // The page's scripts and styles: compressed once, kept for good, with the resource headers.
  const html = await gzip.text();
  const script = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)![1]!;
  const stylesheet = html.match(/<link rel="stylesheet" href="(\/_next\/static\/chunks\/[^"]+\.css)"/)![1]!;
  for (const [file, accepted, encoding] of [
    [script, 'gzip, deflate, br', 'br'],
    [script, 'gzip', 'gzip'],
    [stylesheet, 'gzip, deflate, br', 'br'],
  ] as const) {
    const res = await request.get(file, { headers: { 'accept-encoding': accepted } });
    expect(res.headers(), `${file} ${accepted}`).toMatchObject({
      'content-encoding': encoding,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect((await res.body()).length).toBeGreaterThan(0);
  }

  // Route handlers' JSON too: the messages a dialog loads on demand and the API's answers.
  const { buildId } = (await (await request.get('/builds/latest.json')).json()) as { buildId: string };
  const messages = await request.get(`/builds/messages/${buildId}/en-my`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(messages.headers()['content-encoding']).toBe('br');
  const config = await request.post('/api/general/config', { data: {}, headers: { 'accept-encoding': 'gzip' } });
  expect(config.headers()['content-encoding']).toBe('gzip');
  expect(((await config.json()) as { status: boolean }).status).toBe(true);
});

test('home’s and the lobby’s HTML: at most 150 KB before compression; they and the promotions carry only the visitor’s language', async ({
  request,
}) => {
  const th = JSON.parse(readFileSync(path.resolve('messages/th.json'), 'utf8')) as Record<string, Record<string, string>>;
  for (const [url, language, weighed] of [
    ['/en-my', 'en', true],
    ['/en-my/slots', 'en', true],
    ['/th-th', 'th', true],
    ['/th-th/slots', 'th', true],
    // The promotions list hands React Query's cache over: its tabs and category names too.
    ['/en-my/promotions', 'en', false],
  ] as const) {
    const res = await request.get(url, { headers: { ...DOCUMENT.headers, 'accept-encoding': 'identity' } });
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    if (weighed) expect(Buffer.byteLength(html), url).toBeLessThanOrEqual(PAGE_HTML_BUDGET);
    expect(otherLanguageText(html, language), url).toEqual([]);
    if (language === 'th') expect(html, url).toContain(th.header!.login);
  }
});

/** Code a visitor's first screen does not use, each known by a string only it carries. */
const LATER_CODE = [
  ['PrimeReact (dialogs, tables, toasts)', 'p-scrollbar-measure'],
  ['the ICU message parser (messages are precompiled)', 'MALFORMED_ARGUMENT'],
  ['the realtime client (pusher-js)', 'pusher:subscribe'],
  ['the fingerprint agent', 'fpjs_d_m'],
  ['React Query (it loads with the first part that queries: a member part, a dialog, another page)', 'No QueryClient set'],
  ["the console's drafts (they load once a preview key is checked)", 'preview-content'],
  ["the account page's safety card (a server component: the layout imports its feature's index)", 'TakeABreakLink'],
] as const;

/** Code of another page's view that a page's imports must not name (views one per file). */
const OTHER_VIEWS: Record<string, readonly (readonly [string, string])[]> = {
  '/en-my': [],
  '/en-my/slots': [["the game rail (home's and the game page's)", '"GameRail"']],
};

test('the scripts home and the lobby name in their HTML carry none of the code their first screen does not use', async ({ request }) => {
  for (const [url, otherViews] of Object.entries(OTHER_VIEWS)) {
    const html = await (await request.get(url, DOCUMENT)).text();
    const files = [...new Set(html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/g))];
    expect(files.length, url).toBeGreaterThan(5);
    const scripts = (await Promise.all(files.map(async (file) => (await request.get(file)).text()))).join('\n');
    for (const [part, marker] of [...LATER_CODE, ...otherViews]) expect(scripts.includes(marker), `${url}: ${part}`).toBe(false);
  }
});

test('a member’s inbox and wallet dialogs load no zod (31 KB of gzip): they validate nothing themselves', async ({ page }) => {
  await registerViaApi(page);
  const scripts = recordPageScripts(page);
  await page.goto('/en-my?action=inbox');
  await expect(page.getByRole('dialog', { name: 'Inbox' }).getByRole('tablist')).toBeVisible();
  await page.goto('/en-my?action=deposit');
  await expect(page.getByRole('dialog', { name: 'Wallet' }).getByTestId('balance')).toHaveText(/\d/);
  await page.waitForLoadState('networkidle');
  expect(await scripts.carryZod()).toBe(false);
});

test.describe('back and forward', () => {
  test('a visitor going back and forward gets the pages from the back/forward cache', async ({ page }) => {
    await page.goto('/en-my');
    await page.waitForLoadState('networkidle');
    await markPage(page);
    await page.goto('/en-my/slots');
    await page.waitForLoadState('networkidle');
    await markPage(page);

    await page.goBack({ waitUntil: 'commit' });
    await expectRestored(page, /\/en-my$/);
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

    await page.goForward({ waitUntil: 'commit' });
    await expectRestored(page, /\/en-my\/slots$/);
  });

  test('a page restored after a login shows the member', async ({ page }) => {
    await page.goto('/en-my/promotions');
    await page.waitForLoadState('networkidle');
    await markPage(page);
    await page.goto('/en-my/slots');
    await registerViaApi(page); // the session changes while the promotions page sits in the cache
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/en-my\/promotions$/);
    await expect.poll(async () => (await pageState(page)).restored, { timeout: 5000 }).toBe(true);
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  });
});

// The login dialog is a `next/dynamic` part the server renders; the language dialog an onDemand one
// (components/on-demand.tsx): a chunk either cannot load ends the same way.
for (const [action, kind] of [
  ['login', 'a server-rendered dialog'],
  ['language', 'a dialog loaded on demand'],
] as const) {
  test(`a chunk that will not load (${kind}) reloads the page once, then shows the error card with its buttons`, async ({ page }) => {
    const loaded = new Set<string>();
    page.on('response', (res) => {
      if (res.url().includes('/_next/static/')) loaded.add(new URL(res.url()).pathname);
    });
    // First as a member: a visitor's idle page loads Log In ahead (use-warm-visitor-dialogs.ts), a
    // member's does not, so the dialog's chunks are still to come when the member turns visitor.
    await registerViaApi(page);
    await page.goto('/en-my');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500); // the prefetches that follow the first paint
    await page.context().clearCookies();

    // A deploy took away every chunk this page has not loaded yet: the dialog's among them.
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(`/en-my?action=${action}`);

    const card = page.getByRole('alert');
    await expect(card.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 20_000 });
    await page.waitForTimeout(1500); // no further reload follows
    expect(loads).toBe(2); // the visit and exactly one reload
    const retry = card.getByRole('button', { name: 'Try Again' });
    const home = card.getByRole('link', { name: 'Return Home' });
    await expect(retry).toBeVisible();
    await expect(home).toHaveAttribute('href', '/en-my');
    // Styled: the card and its buttons have their colours, not the browser's defaults.
    expect(await card.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('20px');
    expect(await retry.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('linear-gradient');

    // Once the chunks are back, "return home" brings the site back.
    await page.unroute(/\/_next\/static\/chunks\/.+\.js$/);
    await home.click();
    await expect(page).toHaveURL(/\/en-my$/);
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  });
}

test('home’s HTML carries only the shell’s messages; a dialog fetches the rest of its language, cached for good', async ({
  page,
  request,
}) => {
  const th = JSON.parse(readFileSync(path.resolve('messages/th.json'), 'utf8')) as Record<string, Record<string, string>>;
  const html = await (await request.get('/th-th')).text();
  expect(html).toContain(JSON.stringify(th.header!.login).slice(1, -1));
  expect(html).not.toContain('deposit_intro');

  const messages = page.waitForResponse((res) => res.url().includes('/builds/messages/') && res.url().endsWith('/th-th'));
  await page.goto('/th-th?action=login');
  const answer = await messages;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toContain('immutable');
  expect(((await answer.json()) as Record<string, Record<string, unknown>>).wallet).toHaveProperty('deposit_intro');
  await expect(page.getByRole('dialog')).toBeVisible();
});
