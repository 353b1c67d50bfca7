import { expect, test } from './fixtures';
import { DEMO_TH, fillLogin, newMember, registerViaApi } from './support';

test('a visitor registers and is logged in', async ({ page }) => {
  const member = newMember();
  await page.goto('/en-my');
  await page.getByRole('link', { name: 'Join Now', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();

  await dialog.getByLabel('Username').fill('ab');
  await expect(dialog.getByText('Input must be at least 6 characters.')).toBeVisible();
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill('password');
  await expect(dialog.getByText('Password must contain a digit, a letter and a symbol.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByLabel('Confirm Password').fill(`${member.password}x`);
  await expect(dialog.getByText('Input value does not match.')).toBeVisible();
  await dialog.getByLabel('Confirm Password').fill(member.password);
  await dialog.getByLabel('Mobile Number').fill(member.mobile);
  await dialog.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-my$/);
  await expect(page.getByTestId('balance')).toHaveText('0.00');
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
});

test('a taken username is refused with the server message', async ({ page }) => {
  const taken = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/en-my?action=register');
  const dialog = page.getByRole('dialog', { name: 'Create Your Account' });
  await dialog.getByLabel('Username').fill(taken.username);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(dialog.getByText('This username has been taken.')).toBeVisible();
});

test('a member logs out and comes back as a visitor', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/en-my/vip');
  await page.getByRole('button', { name: 'Member menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/en-my$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  const profile = await page.request.post('/api/member/profile', { data: {} });
  expect(profile.status()).toBe(401);
});

test("logging in switches to the member's country, keeping an offered language", async ({ page }) => {
  await page.goto('/zh-my?action=login');
  await fillLogin(page, DEMO_TH.username, DEMO_TH.password, 'zh');
  // Thailand does not offer Chinese: its first language, Thai, is used.
  await expect(page).toHaveURL(/\/th-th$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th-th');
  // A Thai member cannot use Malaysian segments.
  await page.goto('/en-my/vip');
  await expect(page).toHaveURL(/\/en-th\/vip$/);
});

for (const path of ['/en-my/deposit', '/en-my/account']) {
  test(`a visitor opening ${path} gets the login dialog, and lands there after logging in`, async ({ page }) => {
    const member = await registerViaApi(page);
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page).toHaveURL(/\/en-my\?action=login&redirect=/);
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
    await fillLogin(page, member.username, member.password);
    if (path.endsWith('deposit')) {
      await expect(page).toHaveURL(/\/en-my\?action=deposit$/);
      await expect(page.getByRole('dialog', { name: 'Wallet' })).toBeVisible();
    } else {
      await expect(page).toHaveURL(/\/en-my\/account$/);
      await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
      await expect(page.getByText(member.username).first()).toBeVisible();
    }
  });
}

test('repeated bad logins are throttled and the member is told so', async ({ page }) => {
  const member = await registerViaApi(page);
  await page.context().clearCookies();
  await page.goto('/en-my?action=login');
  for (let i = 0; i < 5; i++) {
    await fillLogin(page, member.username, 'Wrong#pass1');
    await expect(page.getByRole('dialog', { name: 'Log In' }).getByRole('alert')).toHaveText('The username or password is incorrect.');
  }
  await fillLogin(page, member.username, member.password);
  await expect(page.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
});
