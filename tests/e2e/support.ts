import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';
import { expect, type Page } from './fixtures';
import { generate } from 'otplib';
import { CONSOLE_PAGES } from '../../features/console/nav';

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

/** Where a registered member lives: their dialling code and mobile number's length (Malaysia's ten digits, Thailand's nine). */
const COUNTRIES = { MY: { dial: '60', digits: 10 }, TH: { dial: '66', digits: 9 } } as const;

/**
 * Registers through the site's own API (its proxy and the real platform); the page's context gets
 * the session. A Malaysian member speaking English unless told otherwise.
 */
export async function registerViaApi(
  page: Page,
  member = newMember(),
  { country = 'MY', language = 'en' }: { country?: keyof typeof COUNTRIES; language?: string } = {},
) {
  const { dial, digits } = COUNTRIES[country];
  const res = await page.request.post('/api/auth/register', {
    data: {
      username: member.username,
      password: member.password,
      mobileno: `${dial}-${member.mobile.slice(-digits).padStart(digits, '1')}`,
      email: '',
      countryCode: country,
      language,
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

/** An operator endpoint called directly on the platform with the operator key; its output. */
export async function operatorApi<T = unknown>(page: Page, name: string, data: object): Promise<T> {
  const res = await page.request.post(`${PLATFORM_URL}/api/${name}`, {
    headers: { 'x-operator-key': process.env.OPERATOR_KEY ?? 'dev-operator-key' },
    data,
  });
  const body = (await res.json()) as { status: boolean; msg: string; output: T };
  expect(body, body.msg).toMatchObject({ status: true });
  return body.output;
}

/** Credits a member through the operator adjustment endpoint (real ledger entry). */
export async function fund(page: Page, username: string, amount: string) {
  await operatorApi(page, 'operator/adjust', {
    username,
    amount,
    note: 'e2e funding',
    idempotencyKey: `e2e-${username}-${amount}-${Date.now()}`,
  });
}

const run = promisify(execFile);

/** The operator approves from the command line, as an operator would (npm run operator). */
export async function operator(...args: string[]) {
  const cli = path.resolve('platform/cli.ts');
  const { stdout } = await run(path.resolve('node_modules/.bin/tsx'), [cli, '--url', PLATFORM_URL, ...args], { env: process.env });
  return stdout;
}

/** A real (tiny) PNG receipt: 8×8 solid colour. */
export function pngReceipt(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.from([8, 0, 0, 0, 8, 0, 0, 0, 8, 2, 0, 0, 0].slice(0, 13));
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  const rows = Buffer.concat(Array.from({ length: 8 }, () => Buffer.from([0, ...Array.from({ length: 8 }, () => [40, 160, 90]).flat()])));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
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

/**
 * A bank-transfer deposit through the wallet dialog with a PNG receipt, optionally taking a
 * promotion; returns the pending request's id.
 */
export async function bankDeposit(page: Page, amount: string, options: { promotion?: string } = {}): Promise<string> {
  await page.goto('/en-my?action=deposit');
  await wallet(page).getByRole('tab', { name: 'Bank transfer' }).click();
  const form = wallet(page).getByRole('form', { name: 'Bank transfer' });
  if (options.promotion) await form.getByLabel('Promotion (optional)').selectOption({ label: options.promotion });
  await form.getByLabel('Amount').fill(amount);
  await form.getByLabel('Payment receipt').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: pngReceipt() });
  await expect(form.getByText('Uploaded')).toBeVisible();
  await form.getByRole('button', { name: 'Submit deposit' }).click();
  const pending = wallet(page).getByText(new RegExp(`Your deposit request #(\\d+) of (MYR )?${amount}\\.00 is pending approval\\.`));
  await expect(pending).toBeVisible();
  return /#(\d+)/.exec((await pending.textContent()) ?? '')![1]!;
}

/** Signs an operator in to the console (the authenticator code when the account has a second factor). */
export async function signInConsole(page: Page, username: string, password: string, totpSecret: string | null = null) {
  await page.goto('/console/login');
  const form = page.getByRole('form', { name: 'Console sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  if (totpSecret) {
    await expect(form.getByLabel('Authenticator code')).toBeVisible();
    await form.getByLabel('Authenticator code').fill(await generate({ secret: totpSecret }));
    await form.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/console\/dashboard$/);
  await expect(page.getByTestId('console-operator')).toContainText(username);
}

/**
 * Opens a console page from the sidebar as an operator would: the page's section first when it is
 * closed (only the current page's section starts open), then the link.
 */
export async function openConsolePage(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Console' });
  const link = nav.getByRole('link', { name: label, exact: true });
  if (!(await link.isVisible())) {
    const group = CONSOLE_PAGES.find((p) => p.label === label)?.group;
    if (!group) throw new Error(`no console page is called ${label}`);
    // A click before the console has hydrated is not seen: open the section until it says so.
    const section = nav.getByRole('button', { name: group, exact: true });
    await expect(async () => {
      if ((await section.getAttribute('aria-expanded')) !== 'true') await section.click();
      await expect(link).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  }
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/**
 * A lobby loads its whole category at the visitor's first input (features/lobby/use-catalogue.ts):
 * presses a key that changes nothing on screen until the category's size is announced. Pressed again while
 * waiting, because a key pressed before the page has hydrated is not seen.
 */
export async function loadWholeCategory(page: Page) {
  // The lobby's announcement: "2,497 games" (English), "2,497 เกม" (Thai).
  const count = page.getByText(/^\d[\d,]* (games|เกม)$/);
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect(count).toBeAttached({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
