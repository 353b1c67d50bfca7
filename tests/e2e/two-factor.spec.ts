import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, test } from './fixtures';
import { fillLogin, newMember, registerViaApi } from './support';

const STEP_MS = 30_000;

/** Waits until the authenticator shows a code of a later time step than the one just used (a code is accepted once). */
async function nextTimeStep(page: Page) {
  await page.waitForTimeout(STEP_MS - (Date.now() % STEP_MS) + 500);
}

/** Turns two-step sign-in on from the security screen; the secret the QR code holds and the recovery codes shown once. */
async function turnOnTwoFactor(page: Page, password: string) {
  await page.goto('/en-my/account/security');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await section.getByRole('button', { name: 'Turn on' }).click();
  await section.getByLabel('Password', { exact: true }).fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await section.locator('code').innerText()).replace(/\s/g, '');
  await section.getByLabel('Six-digit code').fill(await generate({ secret }));
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const list = section.getByRole('list', { name: 'Your recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allInnerTexts();
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 recovery codes left')).toBeVisible();
  return { secret, codes };
}

async function logOut(page: Page) {
  await page.request.post('/api/auth/logout', { data: {} });
  await page.context().clearCookies();
}

/** The password step, then the dialog's code step with `code`; signed in when the login link is gone. */
async function signInWithCode(page: Page, username: string, password: string, code: string) {
  await page.goto('/en-my?action=login');
  await fillLogin(page, username, password);
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Code or recovery code').fill(code);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
}

test('a member turns on two-step sign-in, then signs in with a recovery code and with an app code', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await registerViaApi(page);
  const { secret, codes } = await turnOnTwoFactor(page, member.password);
  await logOut(page);

  // The password alone gives no session: the dialog asks for the code, and a wrong one is refused.
  await page.goto('/en-my?action=login');
  await fillLogin(page, member.username, member.password);
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  await dialog.getByLabel('Code or recovery code').fill('000000');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('That code is wrong or was already used.')).toBeVisible();
  expect((await page.request.post('/api/member/profile', { data: {} })).status()).toBe(401);

  await signInWithCode(page, member.username, member.password, codes[0]!);
  await page.goto('/en-my/account/security');
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  const history = page.getByRole('list', { name: 'Sign-in history' });
  await expect(history.getByText('with a recovery code')).toBeVisible();
  await expect(history.getByText('Wrong code')).toBeVisible();
  await logOut(page);

  // The recovery code is spent; the app's next code signs in.
  await page.goto('/en-my?action=login');
  await fillLogin(page, member.username, member.password);
  await dialog.getByLabel('Code or recovery code').fill(codes[0]!);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog.getByText('That code is wrong or was already used.')).toBeVisible();
  await nextTimeStep(page);
  await dialog.getByLabel('Code or recovery code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
});

test('without scripts, the login form asks for the code and signs in only with it', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const member = await registerViaApi(page);
  const { codes } = await turnOnTwoFactor(page, member.password);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const form = await noScript.newPage();
  await form.goto('/en-my?action=login');
  await fillLogin(form, member.username, member.password);
  await expect(form).toHaveURL(/action=login&step=code/);
  expect((await form.request.post('/api/member/profile', { data: {} })).status()).toBe(401);
  await form.getByLabel('Code or recovery code').fill('zzzzz-zzzzz');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('That code is wrong or was already used.')).toBeVisible();
  await form.getByLabel('Code or recovery code').fill(codes[1]!);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form).toHaveURL(/\/en-my$/);
  expect((await form.request.post('/api/member/profile', { data: {} })).status()).toBe(200);
  await noScript.close();
});

async function secondDevice(browser: Browser, username: string, password: string) {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });
  const page = await context.newPage();
  const res = await page.request.post('/api/auth/login', { data: { username, password } });
  expect(((await res.json()) as { status: boolean }).status).toBe(true);
  return { context, page };
}

test('a member signs out another device from the security screen, and that device is logged out', async ({ browser, page }) => {
  test.setTimeout(90_000);
  const member = await registerViaApi(page, newMember());
  const other = await secondDevice(browser, member.username, member.password);
  await other.page.goto('/en-my/account');
  await expect(other.page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  // Its live updates connect after the first paint (the push is what logs it out at once).
  await other.page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await other.page.waitForTimeout(2_000);

  await page.goto('/en-my/account/security');
  const sessions = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByRole('listitem').first()).toContainText('This device');
  const phone = sessions.getByRole('listitem').nth(1);
  await expect(phone).not.toContainText('This device');
  await phone.getByRole('button', { name: 'Sign out' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  // The push reaches its open page, which asks for its profile, is answered 401 and logs out by itself.
  await expect(other.page.getByRole('link', { name: 'Log In' }).first()).toBeVisible({ timeout: 20_000 });
  // And any later request finds no session: the account page sends it to the login.
  await other.page.goto('/en-my/account');
  await expect(other.page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect((await other.page.request.post('/api/member/profile', { data: {} })).status()).toBe(401);
  await other.context.close();
});
