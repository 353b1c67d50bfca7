import { expect, test } from './fixtures';
import { catalogue } from './catalog';
import { PASSWORD, newMember, registerViaApi } from './support';

test.use({ javaScriptEnabled: false });

test('with JavaScript off, Log In opens the dialog and its form logs the member in; a wrong password says why', async ({ page }) => {
  const member = await registerViaApi(page, newMember());
  await page.context().clearCookies();
  await page.goto('/en-my/slots');
  await page.getByRole('link', { name: 'Log In' }).first().click();
  await expect(page).toHaveURL(/\/en-my\/slots\?action=login$/);

  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/action=login&error=invalid_credentials/);
  await expect(dialog.getByRole('alert')).toHaveText('The username or password is incorrect.');

  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/en-my\/slots$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === 'sid')).toBe(true);
});

test('with JavaScript off, Sign Up opens the dialog and its form signs the member up and in; a short username says why', async ({
  page,
}) => {
  const member = newMember();
  await page.goto('/en-my/slots');
  await page.getByRole('link', { name: 'Join Now' }).first().click();
  await expect(page).toHaveURL(/\/en-my\/slots\?action=register$/);

  const form = page.getByRole('form', { name: 'Create Your Account' });
  const fill = async (username: string) => {
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password', { exact: true }).fill(member.password);
    await form.getByLabel('Confirm Password').fill(member.password);
    await form.getByLabel('Mobile Number').fill(member.mobile);
    await form.getByRole('button', { name: 'Create Account' }).click();
  };
  await fill('ab1');
  await expect(page).toHaveURL(/action=register&error=error_minlength&field=username&n=6/);
  await expect(form.getByLabel('Username')).toHaveAccessibleDescription(/Input must be at least 6 characters\./);

  await fill(member.username);
  await expect(page).toHaveURL(/\/en-my\/slots$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === 'sid')).toBe(true);
  // the same member, signed in: the platform knows them by the password the form sent
  const profile = await page.request.post('/api/member/profile', { data: {} });
  expect(await profile.json()).toMatchObject({ status: true, output: { username: member.username, countryCode: 'MY', language: 'en' } });
});

test('with JavaScript off, the lobby search finds games by name', async ({ page }) => {
  const { sameTabSlot } = await catalogue(page.request);
  await page.goto(`/en-my/${sameTabSlot.type}`);
  const search = page.getByRole('searchbox', { name: 'Search games' });
  await search.fill(sameTabSlot.displayName);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`name=${encodeURIComponent(sameTabSlot.displayName).replace(/%20/g, '\\+')}`));
  const grid = page.getByRole('list', { name: 'Games' });
  await expect(grid.getByRole('link', { name: sameTabSlot.displayName }).first()).toBeVisible();
  expect(await grid.getByRole('listitem').count()).toBeLessThan(10);
});
