import { expect, test, type Page } from './fixtures';
import { operator, operatorApi, openConsolePage, signInConsole } from './support';

/**
 * What search engines see: robots.txt and the sitemap (this run is SITE_ENV=development, so the site
 * is closed to crawlers whatever the whitelist), the pages' metadata and server-rendered content,
 * real 404s, and the operator's maintenance (503) and restrictions (403). Those two are tried from
 * documentation addresses (203.0.113.x, sent in X-Forwarded-For, which the site believes from
 * loopback): the journeys running beside this one come from 127.0.0.1 and never notice.
 */
const OPEN = { maintenance: false, retryAfterSeconds: 3600, allowedIps: [], blockedIps: [], blockedCountries: [] };

test('robots.txt closes a development site, and the sitemap lists every segment with its alternates', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(sitemap.headers()['x-robots-tag']).toContain('noindex');
  const xml = await sitemap.text();
  for (const path of ['/en-my', '/th-th', '/zh-my/slots', '/en-my/providers/slots', '/en-my/promotions', '/en-my/help-center/']) {
    expect(xml, path).toContain(`<loc>${baseURL}${path}`);
  }
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/en-my/promotions/\\d+</loc>`));
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="th-TH" href="${baseURL}/th-th/slots"/>`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/en-my"/>`);
});

test('pages carry the published meta, canonical, alternates, Open Graph, structured data and the SEO footer, and say noindex', async ({
  page,
  baseURL,
}) => {
  const res = await page.goto('/th-th');
  expect(res?.headers()['x-robots-tag']).toContain('noindex');
  await expect(page).toHaveTitle(/สล็อต คาสิโนสด/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ฝากถอนรวดเร็ว/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/th-th`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-MY"]')).toHaveAttribute('href', `${baseURL}/en-my`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/en-my`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/th-th`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The operator's head snippet, and the organisation and web site for search engines.
  await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'lucky-star-platform');
  const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    '@graph': { '@type': string }[];
  };
  expect(graph['@graph'].map((n) => n['@type'])).toEqual(['Organization', 'WebSite']);
  await expect(page.getByText(/คือคาสิโนออนไลน์สาธิต/)).toBeVisible();

  await page.goto('/en-my/slots');
  await expect(page).toHaveTitle('Slots | Lucky Star Casino');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en-my/slots`);
  await expect(page.getByText(/^Slots at Lucky Star Casino: games from many providers/)).toBeVisible();
});

test('lobby and promotions put their names and links in the server HTML', async ({ request }) => {
  const lobby = await (await request.get('/en-my/slots')).text();
  const gameLinks = lobby.match(/href="\/en-my\/slots\/[^"]+"/g) ?? [];
  expect(gameLinks.length).toBeGreaterThan(10);
  const promotions = await (await request.get('/en-my/promotions')).text();
  const promotionLink = /href="\/en-my\/promotions\/(\d+)"/.exec(promotions);
  expect(promotionLink).not.toBeNull();
  const detail = await request.get(`/en-my/promotions/${promotionLink![1]}`);
  expect(detail.status()).toBe(200);
  expect(await detail.text()).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
});

test('unknown routes and unknown slugs answer 404', async ({ request }) => {
  for (const path of [
    '/en-my/no/such/page',
    '/en-my/poker',
    '/en-my/providers/poker',
    '/en-my/slots/no-such-game',
    '/en-my/promotions/999999',
    '/en-my/promotions/not-a-number',
    '/en-my/help-center/no-such-topic',
    '/en-my/transactions/no-such-history',
  ]) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

async function screenFrom(page: Page, address: string, headers: Record<string, string> = {}) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address, ...headers });
  return page.goto('/en-my/slots');
}

test.describe.serial('site access', () => {
  test.afterEach(async ({ page }) => {
    await operatorApi(page, 'operator/site-access-save', OPEN);
  });

  test('maintenance answers 503 with Retry-After and only customer service, except to the allowed addresses', async ({ page, request }) => {
    await operatorApi(page, 'operator/site-access-save', {
      ...OPEN,
      maintenance: true,
      retryAfterSeconds: 900,
      allowedIps: ['127.0.0.1', '::1'],
    });
    await expect.poll(async () => (await screenFrom(page, '203.0.113.50'))?.status()).toBe(503);
    const res = await screenFrom(page, '203.0.113.50');
    expect(res?.headers()['retry-after']).toBe('900');
    await expect(page.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customer Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveCount(0);
    // The operator's own address still sees the site.
    expect((await request.get('/en-my/slots')).status()).toBe(200);

    await operatorApi(page, 'operator/site-access-save', OPEN);
    await expect.poll(async () => (await screenFrom(page, '203.0.113.50'))?.status()).toBe(200);
  });

  test('a restricted address or country answers 403 with only customer service (set from the CLI)', async ({ page }) => {
    await operator('restrict', 'ips', '203.0.113.66');
    await operator('restrict', 'countries', 'US');
    await expect.poll(async () => (await screenFrom(page, '203.0.113.66'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Customer Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveCount(0);
    expect((await screenFrom(page, '203.0.113.67', { 'cf-ipcountry': 'US' }))?.status()).toBe(403);
    expect((await screenFrom(page, '203.0.113.67', { 'cf-ipcountry': 'MY' }))?.status()).toBe(200);
  });
});

test('an operator with the content role edits the whitelist in the console', async ({ page }) => {
  const name = `seo${Date.now().toString(36).slice(-6)}`;
  const created = await operator('create-operator', name, 'content');
  const password = /password: (\S+)/.exec(created)![1]!;
  await signInConsole(page, name, password);
  await openConsolePage(page, 'Search engines and access');
  const whitelist = page.getByRole('form', { name: 'Search-engine whitelist' });
  await expect(whitelist.getByRole('textbox', { name: 'Domain' })).toHaveValue('localhost');
  await whitelist.getByRole('button', { name: 'Add domain' }).click();
  await whitelist.getByRole('textbox', { name: 'Domain' }).nth(1).fill('casino.example');
  await whitelist.getByRole('button', { name: 'Save whitelist' }).click();
  await expect(whitelist.getByRole('status')).toHaveText('Saved — live on the site within a second');
  expect(await operatorApi(page, 'operator/seo-domains', {})).toEqual({
    domains: [
      { domain: 'localhost', index: false },
      { domain: 'casino.example', index: true },
    ],
  });
  await operatorApi(page, 'operator/seo-domains-save', { domains: [{ domain: 'localhost', index: false }] });
});
