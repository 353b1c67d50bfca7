import { expect, type Page } from '@playwright/test';

export const DEMO_MY = { username: 'demomy01', password: 'Demo@1234' };
export const DEMO_TH = { username: 'demoth01', password: 'Demo@1234' };
export const PASSWORD = 'Secret#123';

let counter = 0;

/** A member nobody else in the run uses: unique name and Malaysian mobile number. */
export function newMember() {
  counter += 1;
  const stamp = `${Date.now().toString(36).slice(-5)}${process.pid % 100}${counter}`;
  const digits = `${Date.now()}${counter}${process.pid}`.slice(-10).padStart(10, '1');
  return { username: `m${stamp}`.slice(0, 16), password: PASSWORD, mobile: digits };
}

/** Registers through the site's own API (its proxy and the real platform); the page's context gets the session. */
export async function registerViaApi(page: Page, member = newMember()) {
  const res = await page.request.post('/api/auth/register', {
    data: {
      username: member.username,
      password: member.password,
      mobileno: `60-${member.mobile}`,
      email: '',
      countryCode: 'MY',
      language: 'en',
    },
  });
  const body = (await res.json()) as { status: boolean; msg: string };
  expect(body, body.msg).toMatchObject({ status: true });
  return member;
}

const LOGIN_LABELS = {
  en: { title: 'Log In', username: 'Username', password: 'Password' },
  zh: { title: '登录', username: '用户名', password: '密码' },
};

export async function fillLogin(page: Page, username: string, password: string, language: keyof typeof LOGIN_LABELS = 'en') {
  const labels = LOGIN_LABELS[language];
  const dialog = page.getByRole('dialog', { name: labels.title });
  await dialog.getByLabel(labels.username).fill(username);
  await dialog.getByLabel(labels.password, { exact: true }).fill(password);
  await dialog.getByRole('button', { name: labels.title }).click();
}

/** The platform the e2e run started (playwright.config.ts); operator calls go to it directly, never through the site. */
export const PLATFORM_URL = `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT ?? 4100}`;

/** Credits a member through the operator adjustment endpoint (real ledger entry). */
export async function fund(page: Page, username: string, amount: string) {
  const res = await page.request.post(`${PLATFORM_URL}/api/operator/adjust`, {
    headers: { 'x-operator-key': process.env.OPERATOR_KEY ?? 'dev-operator-key' },
    data: { username, amount, note: 'e2e funding', idempotencyKey: `e2e-${username}-${amount}-${Date.now()}` },
  });
  const body = (await res.json()) as { status: boolean; msg: string };
  expect(body, body.msg).toMatchObject({ status: true });
}

/** The wallet dialog. */
export const wallet = (page: Page) => page.getByRole('dialog', { name: 'Wallet' });

/** Binds a bank account and sets the withdrawal PIN 123456, leaving the Withdraw tab open. */
export async function bindBankAndSetPin(page: Page) {
  await page.goto('/en-my?action=bank');
  const add = wallet(page).getByRole('form', { name: /add a bank account/i });
  await add.getByLabel('Bank name').fill('Maybank');
  await add.getByLabel('Account name').fill('Test Member');
  await add.getByLabel('Account number').fill('1234567890');
  await add.getByRole('button', { name: 'Add account' }).click();
  await expect(wallet(page).getByText('Maybank').first()).toBeVisible();

  await wallet(page).getByRole('tab', { name: 'Withdraw' }).click();
  await wallet(page).getByLabel('New PIN').fill('123456');
  await wallet(page).getByLabel('Confirm PIN').fill('123456');
  await wallet(page).getByRole('button', { name: 'Set PIN' }).click();
}
