import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { PASSWORD, PLATFORM_URL, fillLogin, newMember } from './support';

/**
 * Member communication against the real platform: the operator's messages in the inbox, the
 * announcement pop-ups, contact-us, the help centre, the password reset through the outbox, and
 * the terms dialog after a new terms version.
 */
const OPERATOR = { 'x-operator-key': process.env.OPERATOR_KEY ?? 'dev-operator-key' };

async function operator<T>(request: APIRequestContext, endpoint: string, data: unknown): Promise<T> {
  const res = await request.post(`${PLATFORM_URL}/api/${endpoint}`, { headers: OPERATOR, data });
  const body = (await res.json()) as { status: boolean; msg: string; output: T };
  expect(body, `${endpoint}: ${body.msg}`).toMatchObject({ status: true });
  return body.output;
}

const COUNTRIES = {
  MY: { dialCode: '60', digits: 10, language: 'en' },
  TH: { dialCode: '66', digits: 9, language: 'th' },
  SG: { dialCode: '65', digits: 8, language: 'en' },
} as const;

/** Registers through the site's API in a country (the page's context keeps the session). */
async function register(page: Page, country: keyof typeof COUNTRIES, email = '') {
  const member = newMember();
  const c = COUNTRIES[country];
  const res = await page.request.post('/api/auth/register', {
    data: {
      username: member.username,
      password: member.password,
      mobileno: `${c.dialCode}-${member.mobile.slice(-c.digits).padStart(c.digits, '1')}`,
      email,
      countryCode: country,
      language: c.language,
    },
  });
  const body = (await res.json()) as { status: boolean; msg: string };
  expect(body, body.msg).toMatchObject({ status: true });
  return member;
}

test('an operator message to MYR members: unread count, opening it, tab filter; a Thai member does not get it', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const member = await register(page, 'MY');
  const thaiContext = await browser.newContext();
  const thai = await thaiContext.newPage();
  await register(thai, 'TH');

  const title = `Server maintenance ${stamp}`;
  await operator(request, 'operator/message-send', {
    audience: { kind: 'segment', currency: 'MYR' },
    languages: { en: { title, body: '<p>We update the servers tonight.</p>' }, th: { title: `ปิดปรับปรุง ${stamp}`, body: '<p>คืนนี้</p>' } },
  });
  await operator(request, 'operator/message-send', {
    audience: { kind: 'member', username: member.username },
    category: 'promotions_events',
    languages: { en: { title: `Weekend offer ${stamp}`, body: '<p>Double points.</p>' } },
  });

  await page.goto('/en-my/promotions');
  const badge = page.getByTestId('inbox-unread');
  await expect(badge).toHaveText('2');
  await page.getByRole('button', { name: 'Inbox, 2 unread' }).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await expect(inbox.getByRole('tab', { name: /All/ })).toContainText('2');
  await expect(inbox.getByRole('tab', { name: /^Inbox/ })).toContainText('1');
  await inbox.getByRole('tab', { name: /Promotions & events/ }).click();
  await expect(inbox.getByTestId('inbox-message')).toHaveCount(1);
  await expect(inbox.getByText(`Weekend offer ${stamp}`)).toBeVisible();
  await inbox.getByRole('tab', { name: /^Inbox/ }).click();
  await expect(inbox.getByText(`Weekend offer ${stamp}`)).toHaveCount(0);
  await inbox.getByText(title).click();
  await expect(inbox.getByText('We update the servers tonight.')).toBeVisible();
  await expect(badge).toHaveText('1');
  await inbox.getByRole('button', { name: 'Back to messages' }).click();
  await inbox.getByRole('button', { name: 'Mark all read' }).click();
  await expect(badge).toHaveCount(0);

  // The read state is the platform's: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Inbox', exact: true })).toBeVisible();

  const theirs = await thai.request.post('/api/member/message-list', { data: { memberLanguage: 'th' } });
  const list = (await theirs.json()) as { output: { items: { title: string }[] } };
  expect(list.output.items.map((m) => m.title)).not.toContain(`ปิดปรับปรุง ${stamp}`);
  await thai.goto('/th-th');
  await expect(thai.getByRole('button', { name: 'กล่องข้อความ', exact: true })).toBeVisible();
  await expect(thai.getByTestId('inbox-unread')).toHaveCount(0);
  await thaiContext.close();
});

test('a pop-up shows, "don’t show for 1 day" hides it, and it is back a day later', async ({ page }) => {
  const start = new Date('2026-12-01T10:00:00Z');
  await page.clock.install({ time: start });
  await page.goto('/en-my');
  const popup = page.getByTestId('announcement-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Deposits in MYR are credited instantly');
  await popup.getByRole('button', { name: /show for 1 day/ }).click();
  // The second pop-up pages in after the first.
  await expect(popup).toContainText('Double your first deposit');
  await expect(popup.getByRole('link', { name: 'See more' })).toHaveAttribute('href', '/en-my/promotions');
  await popup.getByRole('button', { name: /show for 1 day/ }).click();
  await expect(popup).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(popup).toHaveCount(0);

  await page.clock.setSystemTime(new Date(start.getTime() + 25 * 3_600_000));
  await page.reload();
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Deposits in MYR are credited instantly');
});

test('contact-us lists the country’s channels as links a phone opens', async ({ page }) => {
  await page.goto('/en-my?action=contact-us');
  const dialog = page.getByRole('dialog', { name: 'Contact Us' });
  await expect(dialog.locator('a[data-channel="phone"]')).toHaveAttribute('href', 'tel:+60327701234');
  await expect(dialog.locator('a[data-channel="whatsapp"]')).toHaveAttribute('href', 'https://wa.me/60123456789');
  await expect(dialog.locator('a[data-channel="email"]')).toHaveAttribute('href', 'mailto:support-my@luckystar.example');
  await expect(dialog.locator('a[data-channel="telegram"]')).toHaveAttribute('href', 'https://t.me/luckystar_my');
  await expect(dialog.locator('a[data-channel="facebook"]')).toHaveText(/Lucky Star Casino/);
  await expect(dialog.getByRole('button', { name: 'Copy WeChat' })).toBeVisible();
  await expect(dialog.locator('[data-channel="line"]')).toHaveCount(0);

  await page.goto('/th-th?action=contact-us');
  const thai = page.getByRole('dialog', { name: 'ติดต่อเรา' });
  await expect(thai.locator('a[data-channel="line"]')).toHaveAttribute('href', 'https://line.me/R/ti/p/%40luckystar_th');
  await expect(thai.locator('[data-channel="whatsapp"]')).toHaveCount(0);
});

test('the help centre shows its topics per language; an unknown slug is a 404', async ({ page }) => {
  const res = await page.goto('/en-my/help-center/responsible');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Responsible Gaming', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cool-off and self-exclusion', level: 3 })).toBeVisible();
  const topics = page.getByRole('navigation', { name: 'Help Center' });
  // The seeded topics in their order; a console journey of the same run may have published more after them.
  await expect
    .poll(async () => (await topics.getByRole('link').allTextContents()).slice(0, 10))
    .toEqual([
      'General',
      'Getting started',
      'Deposits',
      'Withdrawals',
      'Bonuses & wagering',
      'VIP & rewards',
      'Account security',
      'Responsible Gaming',
      'Terms & Conditions',
      'Privacy Policy',
    ]);
  await expect(topics.getByRole('link', { name: 'Responsible Gaming' })).toHaveAttribute('aria-current', 'page');
  await topics.getByRole('link', { name: 'Getting started' }).click();
  await expect(page).toHaveURL(/\/en-my\/help-center\/account$/);
  await expect(page.getByText('Open the link within 15 minutes. It works once.')).toBeVisible();

  // The Thai pages name the Thai site's buttons.
  const thai = await page.goto('/th-th/help-center/deposit');
  expect(thai?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'การฝากเงิน', level: 2 })).toBeVisible();
  await expect(page.getByRole('article').getByText('ส่งรายการฝากเงิน', { exact: true })).toBeVisible();
  await page.goto('/th-th/help-center/terms');
  await expect(page.getByRole('heading', { name: 'ข้อกำหนดและเงื่อนไข', level: 2 })).toBeVisible();

  const missing = await page.goto('/en-my/help-center/no-such-topic');
  expect(missing?.status()).toBe(404);
});

test('on a phone the help topics are one row that scrolls to the open topic, and nothing is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en-my/help-center/privacy');
  const topics = page.getByRole('navigation', { name: 'Help Center' });
  await expect(topics.getByRole('link', { name: 'Privacy Policy' })).toBeInViewport();
  await expect(topics.getByRole('link', { name: 'General' })).not.toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a member resets the password through the mailed link and logs in with it; the old session is gone', async ({
  page,
  browser,
  request,
}) => {
  const oldContext = await browser.newContext();
  const old = await oldContext.newPage();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const email = `reset-${stamp}@mail.example`;
  const member = await register(old, 'MY', email);

  await page.goto('/en-my?action=login');
  await page.getByRole('dialog', { name: 'Log In' }).getByRole('link', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await forgot.getByLabel('Username').fill(member.username);
  await forgot.getByLabel('Email').check();
  await forgot.getByRole('button', { name: 'Send the link' }).click();
  await expect(forgot.getByText(/a link is on its way/)).toBeVisible();

  let link = '';
  await expect(async () => {
    const mails = await operator<{ subject: string; body: string }[]>(request, 'operator/outbox', { recipient: email, limit: 1 });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Reset your Lucky Star password');
    link = /https?:\/\/\S+/.exec(mails[0]!.body)![0];
  }).toPass({ timeout: 10_000 });
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.search}`);
  const reset = page.getByRole('dialog', { name: 'Choose a new password' });
  const newPassword = `New${PASSWORD}`;
  await reset.getByLabel('New password', { exact: true }).fill(newPassword);
  await reset.getByLabel('Confirm Password').fill(newPassword);
  await reset.getByRole('button', { name: 'Save the new password' }).click();
  await expect(reset.getByText(/Your password has been changed/)).toBeVisible();
  await reset.getByRole('button', { name: 'Back to log in' }).click();
  await fillLogin(page, member.username, newPassword);
  await expect(page.getByTestId('balance')).toBeVisible();

  // The session the member had before the reset has ended.
  await old.goto('/en-my/account');
  await expect(old).toHaveURL(/action=login/);
  // The link works once.
  await page.context().clearCookies();
  await page.goto(`${url.pathname}${url.search}`);
  const again = page.getByRole('dialog', { name: 'Choose a new password' });
  await again.getByLabel('New password', { exact: true }).fill(`Other${PASSWORD}`);
  await again.getByLabel('Confirm Password').fill(`Other${PASSWORD}`);
  await again.getByRole('button', { name: 'Save the new password' }).click();
  await expect(again.getByText('This link is no longer valid. Ask for a new one.')).toBeVisible();
  await oldContext.close();
});

test('after a new terms version a member must accept it before a guarded page; declining logs out', async ({ page, browser, request }) => {
  // SGD only: the other journeys' members (MYR, THB) keep the terms they accepted.
  await register(page, 'SG');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await register(other, 'SG');
  await operator(request, 'operator/terms-set', { currency: 'SGD', version: `e2e-${Date.now()}`, expiryDays: 365 });

  await page.goto('/en-sg/account');
  await expect(page).toHaveURL(/action=tnc/);
  const terms = page.getByRole('dialog', { name: 'Updated Terms & Conditions' });
  await terms.getByRole('button', { name: 'I Accept' }).click();
  await expect(page).toHaveURL(/\/en-sg\/account$/);
  await page.goto('/en-sg/account');
  await expect(page.getByRole('dialog', { name: 'Updated Terms & Conditions' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/en-sg\/account$/);

  await other.goto('/en-sg/account');
  await other.getByRole('dialog', { name: 'Updated Terms & Conditions' }).getByRole('button', { name: 'Log Out' }).click();
  await expect(other.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await otherContext.close();
});
