import { expect, test, type Page } from './fixtures';
import { generate } from 'otplib';
import { fillLogin, fund, operator, registerViaApi, openConsolePage } from './support';

/**
 * The console's member pages against the real platform: support finds a member by mobile and
 * locks them out (their session ends, login is refused with the member-facing message), unlocks
 * them; finance adjusts with a reason; the audit log shows the lock with before and after; a
 * read-only operator sees no actions and is refused when trying one.
 */
const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

async function signIn(page: Page, username: string, password: string, secret: string | null) {
  await page.goto('/console/login');
  const form = page.getByRole('form', { name: 'Console sign-in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  if (secret) {
    await form.getByLabel('Authenticator code').fill(await generate({ secret }));
    await form.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(page).toHaveURL(/\/console\/dashboard$/);
}

/** A console operator made from the CLI, signed in on a page of its own. */
async function operatorPage(page: Page, role: string) {
  const username = `${role.slice(0, 3)}${stamp()}`;
  const created = await operator('create-operator', username, role);
  const password = /password: (\S+)/.exec(created)![1]!;
  const secret = /TOTP secret: (\S+)/.exec(created)?.[1] ?? null;
  await signIn(page, username, password, secret);
  return username;
}

test('support finds a member by mobile, locks and unlocks them; finance adjusts; the lock is in the audit log', async ({ browser }) => {
  test.setTimeout(150_000);
  const site = await (await browser.newContext()).newPage();
  const member = await registerViaApi(site);
  await fund(site, member.username, '40');
  await site.goto('/en-my');
  await expect(site.getByTestId('balance').first()).toHaveText('40.00');

  // Support finds the member by mobile number and opens the profile.
  const desk = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
  const supportName = await operatorPage(desk, 'support');
  await openConsolePage(desk, 'Members');
  const search = desk.getByRole('search', { name: 'Find members' });
  await search.getByLabel('Username, mobile or member id').fill(member.mobile);
  await search.getByRole('button', { name: 'Search' }).click();
  await desk.getByRole('table', { name: 'Members' }).getByRole('link', { name: member.username }).click();
  await expect(desk).toHaveURL(/\/console\/members\/\d+$/);
  const memberId = /\/members\/(\d+)$/.exec(desk.url())![1]!;
  await expect(desk.getByTestId('member-cash')).toHaveText('MYR 40.00');
  await expect(
    desk.getByRole('table', { name: 'Ledger' }).getByRole('row', { name: /adjustment cash MYR 40\.00 MYR 40\.00 e2e funding/ }),
  ).toBeVisible();
  await desk.getByRole('tab', { name: 'Sessions' }).click();
  await expect(desk.getByRole('table', { name: 'Sessions' }).getByRole('row')).not.toHaveCount(1);

  // Locking ends the member's open session and refuses their login with the message.
  const actions = desk.getByRole('group', { name: 'Member actions' });
  await expect(actions.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Lock' }).click();
  const lock = desk.getByRole('form', { name: 'Lock member' });
  await lock.getByLabel(/Reason/).fill('e2e account review');
  await lock.getByRole('button', { name: 'Lock member' }).click();
  await expect(desk.getByRole('status')).toHaveText('Member locked; their sessions have ended.');
  await expect(desk.getByText(/^locked .* by .*: e2e account review$/)).toBeVisible();

  expect((await site.request.post('/api/member/wallet-balance', { data: {} })).status()).toBe(401);
  await site.goto('/en-my?action=login');
  await fillLogin(site, member.username, member.password);
  await expect(site.getByRole('dialog', { name: 'Log In' }).getByRole('alert')).toHaveText(
    'This account is locked. Please contact customer service.',
  );

  // Unlocked, the member logs in again.
  await actions.getByRole('button', { name: 'Unlock' }).click();
  await expect(desk.getByRole('status')).toHaveText('Member unlocked.');
  await fillLogin(site, member.username, member.password);
  await expect(site.getByRole('dialog', { name: 'Log In' })).toHaveCount(0);
  await expect(site.getByTestId('balance').first()).toHaveText('40.00');

  // Finance adjusts with a reason; the member page shows the new balance.
  const finance = await (await browser.newContext()).newPage();
  await operatorPage(finance, 'finance');
  await finance.goto(`/console/members/${memberId}`);
  await finance.getByRole('button', { name: 'Adjust balance' }).click();
  const adjust = finance.getByRole('form', { name: 'Adjust balance' });
  await adjust.getByLabel(/Amount in MYR/).fill('25.00');
  await adjust.getByLabel(/Reason/).fill('e2e goodwill');
  await adjust.getByRole('button', { name: 'Adjust' }).click();
  const ask = finance.getByRole('dialog', { name: 'Adjust the balance?' }); // money moves only after a yes
  await expect(ask).toContainText(/Add MYR 25\.00 to \w+'s cash balance\?/);
  await ask.getByRole('button', { name: 'Adjust' }).click();
  await expect(finance.getByRole('status')).toHaveText('Balance adjusted.');
  await expect(finance.getByTestId('member-cash')).toHaveText('MYR 65.00');
  await finance.reload();
  await expect(finance.getByTestId('member-cash')).toHaveText('MYR 65.00');
  await expect(
    finance.getByRole('table', { name: 'Ledger' }).getByRole('row', { name: /adjustment cash MYR 25\.00 MYR 65\.00 e2e goodwill/ }),
  ).toBeVisible();
  await expect(finance.getByRole('button', { name: 'Lock' })).toHaveCount(0);

  // Read-only sees the member without actions, is refused a crafted lock, and reads the lock in the audit log.
  const auditor = await (await browser.newContext()).newPage();
  await operatorPage(auditor, 'readonly');
  await auditor.goto(`/console/members/${memberId}`);
  await expect(auditor.getByTestId('member-cash')).toHaveText('MYR 65.00');
  await expect(auditor.getByRole('group', { name: 'Member actions' })).toHaveCount(0);
  const refused = await auditor.request.post('/console/api/operator/member-lock', {
    data: { memberId: Number(memberId), reason: 'not allowed' },
  });
  expect(refused.status()).toBe(403);

  await openConsolePage(auditor, 'Audit log');
  await auditor.getByRole('form', { name: 'Filter the audit log' }).getByLabel('Action').fill('operator/member-lock');
  const row = auditor
    .getByRole('table', { name: 'Audit log' })
    .getByRole('row', { name: new RegExp(`${supportName} support operator/member-lock member ${member.username} #${memberId} ok`) });
  await row.getByRole('button').first().click();
  const log = auditor.getByRole('table', { name: 'Audit log' });
  await expect(log.getByText('"locked": false')).toBeVisible();
  await expect(log.getByText(/"locked": true,\s+"reason": "e2e account review"/)).toBeVisible();
});
