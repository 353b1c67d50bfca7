import { expect, test } from './fixtures';
import { recordPageScripts } from './page-scripts';
import { PHONE, atFirstPaint, recordFirstPaint, throttle } from './phone-profile';
import { PASSWORD, newMember, registerViaApi } from './support';

test.use(PHONE);

/**
 * A member on a slow phone taps Log In as soon as the page shows it, before the scripts have run:
 * the tap is a link to ?action=login, whose dialog the server renders with a form that posts.
 */
for (const path of ['/en-my', '/en-my/slots']) {
  test(`on a throttled phone, Log In tapped 100 ms after the first paint of ${path} opens the dialog and logs in`, async ({ page }) => {
    test.setTimeout(90_000);
    const member = await registerViaApi(page, newMember());
    await page.context().clearCookies();
    await recordFirstPaint(page);
    await throttle(page);

    await page.goto(path, { waitUntil: 'commit' });
    await atFirstPaint(page, 100);
    await page.getByRole('link', { name: 'Log In' }).first().tap();

    const dialog = page.getByRole('dialog', { name: 'Log In' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel('Username').fill(member.username);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Log In' }).tap();

    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('dialog', { name: 'Log In' })).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

/**
 * Once the page is idle a visitor's Log In and Join Now are loaded ahead (code, React Query's
 * island, every message): the tap needs nothing from the network, so it answers at once on a slow
 * phone — shown here with the network cut before the taps. Neither dialog brings zod (31 KB of
 * gzip): the forms check their fields with the product's rules and the platform checks the rest.
 */
test('a visitor’s Log In and Join Now are loaded once the page is idle: they open with the network cut, and carry no zod', async ({
  page,
  context,
}) => {
  const scripts = recordPageScripts(page);
  const messages = page.waitForResponse((res) => res.url().includes('/builds/messages/'));
  await page.goto('/en-my');
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await messages;
  await page.waitForLoadState('networkidle');
  expect(await scripts.carryZod()).toBe(false);

  await context.setOffline(true);
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).tap();
  const login = page.getByRole('dialog', { name: 'Log In' });
  await expect(login.getByLabel('Username')).toBeVisible();
  await expect(login.getByLabel('Password', { exact: true })).toBeVisible();
  await login.getByRole('button', { name: 'Close' }).tap();
  await expect(login).toHaveCount(0);

  await page.getByRole('banner').getByRole('link', { name: 'Join Now' }).tap();
  const register = page.getByRole('dialog', { name: 'Create Your Account' });
  await expect(register.getByLabel('Username')).toBeVisible();
  // A text of the auth namespace, which the page's own messages do not carry.
  await expect(register.getByText('6–16 letters and digits')).toBeVisible();
  await context.setOffline(false);
});
