import { expect, test } from './fixtures';

test('an unknown route answers 404 with the path, customer service and the way home', async ({ page }) => {
  const res = await page.goto('/en-my/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Page not found: /en-my/no/such/page')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customer Service' })).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL(/\/en-my$/);
});

test('a category that is not enabled is a 404 (gms)', async ({ page }) => {
  const res = await page.goto('/en-my/poker');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Page not found: /en-my/poker')).toBeVisible();
  expect((await page.goto('/en-my/slots'))?.status()).toBe(200);
});

test('the 404 screen reached without a path says so in a whole sentence', async ({ page }) => {
  await page.goto('/error?status=404');
  await expect(page.getByText('The page you asked for does not exist or has moved.')).toBeVisible();
  await expect(page.getByText(/Page not found:/)).toHaveCount(0);
});

test('maintenance and IP-restricted screens offer only customer service', async ({ page }) => {
  await page.goto('/error?status=503');
  await expect(page.getByRole('heading', { name: 'Site under maintenance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Customer Service' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveCount(0);
  await page.goto('/error?status=403');
  await expect(page.getByRole('heading', { name: 'Access restricted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveCount(0);
});

test.describe('the /api proxy', () => {
  test('refuses other methods and cross-site origins', async ({ request, baseURL }) => {
    expect((await request.get('/api/common/country-list')).status()).toBe(405);
    const crossSite = await request.post('/api/common/country-list', { data: {}, headers: { origin: 'http://evil.test' } });
    expect(crossSite.status()).toBe(403);
    const opaque = await request.post('/api/common/country-list', { data: {}, headers: { origin: 'null' } });
    expect(opaque.status()).toBe(403);
    const same = await request.post('/api/common/country-list', { data: {}, headers: { origin: baseURL! } });
    expect(await same.json()).toMatchObject({ status: true });
  });

  test('answers an unknown endpoint and a bad payload with a clear message', async ({ request }) => {
    expect(await (await request.post('/api/nope/nothing', { data: {} })).json()).toMatchObject({
      status: false,
      msg: 'Unknown endpoint: nope/nothing',
    });
    const bad = await (await request.post('/api/auth/login', { data: { username: '' } })).json();
    expect(bad).toMatchObject({ status: false });
    expect(bad.msg).toMatch(/username|password/);
  });
});
