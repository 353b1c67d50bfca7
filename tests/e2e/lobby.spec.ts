import { expect, test } from './fixtures';
import { catalogue } from './catalog';
import { countRequests, networkQuiet } from './network-quiet';
import { loginViaApi } from './page-tour';
import { DEMO_MY, loadWholeCategory } from './support';

test('a visitor filters by name and provider, sorts, shows more, and is asked to log in on launch', async ({ page }) => {
  const { games, providersByCategory } = await catalogue(page.request);
  const slots = games.filter((g) => g.type === 'slots' && g.web === 1);
  await page.goto('/en-my/slots');
  const grid = page.getByRole('list', { name: /games/i });
  // 35 cards a page on a 1366 px screen (docs/PRODUCT.md §9); the first page is server-rendered.
  await expect(grid.getByRole('listitem')).toHaveCount(35);
  await page.getByRole('button', { name: /show more/i }).click();
  await expect(grid.getByRole('listitem')).toHaveCount(70);

  const sample = slots.find((g) => !g.redirect && g.displayName.length > 6)!;
  await page.getByRole('searchbox').fill(sample.displayName);
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(sample.displayName).replace(/%20/g, '(\\+|%20)')}`));
  await expect(grid.getByRole('link', { name: sample.displayName }).first()).toBeVisible();

  await page.getByRole('searchbox').fill('');
  const provider = providersByCategory.slots![0]!;
  await page.goto(`/en-my/slots?provider=${provider.providerId}&sort=alpha_atoz`);
  const names = await grid.getByRole('listitem').allInnerTexts();
  expect(names.length).toBeGreaterThan(0);
  const expected = slots
    .filter((g) => g.providerId === provider.providerId)
    .map((g) => g.displayName)
    .sort((a, b) => a.localeCompare(b, 'en'));
  expect(names[0]).toContain(expected[0]!);

  await page.goto('/en-my/providers/slots');
  await page
    .getByRole('link', { name: new RegExp(provider.name) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/en-my/slots\\?provider=${provider.providerId}`));

  // Before the scripts run the picture goes to the game's play page, whose guard asks for a login;
  // after, it opens the dialog in place: a visitor gets the login dialog either way.
  await grid.getByRole('link').first().click();
  await expect(page).toHaveURL(/action=login/);
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});

test('typing ten characters in the lobby search makes no request to the server; reload and back restore the filter', async ({ page }) => {
  countRequests(page);
  await page.goto('/en-my/slots');
  // The visitor's first input loads the whole category; once the count is announced filtering is local.
  await loadWholeCategory(page);
  await expect(page.getByText(/^\d[\d,]* games$/)).toBeAttached();
  await networkQuiet(page);
  // Server round trips for the lobby itself: a navigation or RSC fetch of this page, or an API call.
  // (Thumbnails of the games that come into view, and link prefetches, are not about the query.)
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/en-my/slots' || url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${request.url()}`);
  });

  await page.getByRole('searchbox').pressSequentially('zzzzzzzzzz', { delay: 40 });
  await expect(page).toHaveURL(/name=zzzzzzzzzz/);
  await expect(page.getByRole('heading', { name: 'No games found' })).toBeVisible();
  // Wait past the URL debounce: the URL changed, yet nothing asked the server for the lobby.
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);

  await page.reload();
  await expect(page.getByRole('searchbox')).toHaveValue('zzzzzzzzzz');
  await page.goto('/en-my/providers/slots');
  await page.goBack();
  await expect(page).toHaveURL(/name=zzzzzzzzzz/);
  await expect(page.getByRole('searchbox')).toHaveValue('zzzzzzzzzz');
});

test('a first visit gets the games in the first HTML flush; a click on a lobby shows its skeleton until the games arrive', async ({
  page,
  request,
}) => {
  // No streamed boundary: the games are in the HTML as sent, not in a hidden segment revealed later.
  const html = await (await request.get('/en-my/slots')).text();
  expect(html).not.toContain('<!--$?-->');
  expect(html.indexOf('aria-label="Games"')).toBeLessThan(html.indexOf('id="_R_"'));

  await page.goto('/en-my');
  // Hold the lobby's RSC answer so the skeleton can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/en-my/live-casino' && url.searchParams.has('_rsc'),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.getByRole('link', { name: 'Live Casino', exact: true }).filter({ visible: true }).first().click();
  await expect(page.getByRole('status', { name: 'Loading games…' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading games…' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: /games/i }).getByRole('listitem').first()).toBeVisible();
});

test("on a phone, a home row's heart sits on its game's provider line, as in the lobby", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginViaApi(page, DEMO_MY);
  await page.goto('/en-my');
  const rail = page.getByRole('list', { name: 'Popular now' });
  await rail.scrollIntoViewIfNeeded();
  const card = rail.getByRole('listitem').first();
  const heart = card.getByRole('button', { name: /favourites/i });
  await expect(heart).toBeVisible();
  const provider = await card.locator('span[title]').last().boundingBox();
  const box = await heart.boundingBox();
  // The heart's bottom is the provider line's (within a couple of pixels), not a line of its own under it.
  expect(Math.abs(box!.y + box!.height - (provider!.y + provider!.height))).toBeLessThanOrEqual(3);
});
