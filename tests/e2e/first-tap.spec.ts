import { expect, test } from './fixtures';
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
