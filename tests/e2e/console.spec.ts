import { devices, expect, test } from './fixtures';
import { bankDeposit, signInConsole as signIn, operator, operatorApi, registerViaApi, wallet, openConsolePage } from './support';

/**
 * The operator console against the real platform: the first owner comes from the CLI, creates a
 * finance operator with a second factor, finance approves a member's deposit, and a read-only
 * operator's approve is refused and lands in the audit log.
 */
const stamp = () => `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

test('an owner creates a finance operator with TOTP, finance approves a deposit, a read-only approve is refused and on record', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const ownerName = `own${stamp()}`;
  const created = await operator('create-operator', ownerName, 'owner');
  const ownerPassword = /password: (\S+)/.exec(created)![1]!;
  const ownerSecret = /TOTP secret: (\S+)/.exec(created)![1]!;

  const owner = await (await browser.newContext()).newPage();
  await signIn(owner, ownerName, ownerPassword, ownerSecret);
  await openConsolePage(owner, 'Operators');
  const financeName = `fin${stamp()}`;
  const financePassword = 'Finance#Desk2026';
  const form = owner.getByRole('form', { name: 'New operator' });
  await form.getByLabel('Username').fill(financeName);
  await form.getByLabel('Password (12+ characters)').fill(financePassword);
  await form.getByLabel('Role').selectOption('finance');
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(owner.getByRole('img', { name: 'TOTP QR code' })).toBeVisible();
  const financeSecret = (await owner.getByTestId('totp-secret').textContent())!.trim();
  await expect(owner.getByRole('table', { name: 'Operators' }).getByRole('row', { name: new RegExp(financeName) })).toContainText('TOTP');

  // A member asks for a bank deposit with a receipt.
  const member = await (await browser.newContext()).newPage();
  await registerViaApi(member);
  const depositId = await bankDeposit(member, '30');

  // Finance signs in with the second factor, looks at the receipt and approves.
  const finance = await (await browser.newContext()).newPage();
  await signIn(finance, financeName, financePassword, financeSecret);
  await openConsolePage(finance, 'Payments');
  const row = finance.getByRole('row', { name: new RegExp(`^${depositId} deposit`) });
  await row.getByRole('button', { name: 'View' }).click();
  const receipt = finance.getByRole('dialog', { name: `Receipt of deposit #${depositId}` });
  await expect(receipt.getByRole('img', { name: `Receipt of deposit #${depositId}` })).toBeVisible();
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(row).toContainText(/MYR \d[\d,]*\.\d{2}/); // money in its currency
  await row.getByRole('button', { name: 'Approve' }).click(); // asks first
  await finance
    .getByRole('dialog', { name: `Approve deposit #${depositId}?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(finance.getByRole('status')).toHaveText(`Deposit #${depositId} approved.`);

  await member.goto('/en-my');
  await expect(member.getByTestId('balance').first()).toHaveText('30.00');

  // Today's dashboard counts the approved deposit.
  await openConsolePage(finance, 'Dashboard');
  const myr = finance.getByRole('table', { name: 'Dashboard' }).getByRole('row', { name: /^MYR / });
  await expect(myr).toContainText(/MYR \d[\d,]*\.\d{2} \(\d+\)/);
  await finance.getByLabel('Charts in').selectOption('MYR');
  await expect(finance.getByRole('img', { name: /^MYR money figures on / })).toBeVisible(); // the day's chart
  await expect(finance.getByRole('img', { name: /^MYR deposits, withdrawals and GGR for the seven days/ })).toBeVisible();

  // Read-only sees the payments without decisions; a crafted approve is refused with 403 and recorded.
  const readonlyName = `ro${stamp()}`;
  const readonlyPassword = /password: (\S+)/.exec(await operator('create-operator', readonlyName, 'readonly'))![1]!;
  const readonly = await (await browser.newContext()).newPage();
  await signIn(readonly, readonlyName, readonlyPassword, null);
  await openConsolePage(readonly, 'Payments');
  await expect(readonly.getByRole('table', { name: 'Payments' })).toBeVisible();
  await expect(readonly.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const refused = await readonly.request.post('/console/api/operator/deposit-approve', { data: { id: Number(depositId) } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ status: false, msg: 'operator_role_forbidden' });

  await openConsolePage(owner, 'Audit log');
  const filters = owner.getByRole('form', { name: 'Filter the audit log' });
  await filters.getByLabel('Action').fill('operator/deposit-approve');
  const log = owner.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row', { name: new RegExp(`${readonlyName} readonly operator/deposit-approve .*forbidden`) })).toBeVisible();
  await expect(
    log.getByRole('row', { name: new RegExp(`${financeName} finance operator/deposit-approve deposit #${depositId} ok`) }),
  ).toBeVisible();
});

test('the console is not the member site: a member session does not open it, and its pages are not indexed', async ({ page }) => {
  await registerViaApi(page);
  const res = await page.goto('/console/payments');
  await expect(page).toHaveURL(/\/console\/login$/);
  expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const call = await page.request.post('/console/api/operator/pending', { data: {} });
  expect(call.status()).toBe(401);
  expect((await page.request.post('/console/api/member/profile', { data: {} })).status()).toBe(404);
});

test('a content operator hides the deposit on mobile for everyone but one member', async ({ browser }) => {
  test.setTimeout(90_000);
  const phone = { viewport: { width: 390, height: 844 }, userAgent: devices['Pixel 5'].userAgent, isMobile: true, hasTouch: true };
  const allowed = await (await browser.newContext(phone)).newPage();
  const allowedMember = await registerViaApi(allowed);
  const other = await (await browser.newContext(phone)).newPage();
  await registerViaApi(other);

  const contentName = `cnt${stamp()}`;
  const contentPassword = /password: (\S+)/.exec(await operator('create-operator', contentName, 'content'))![1]!;
  const desk = await (await browser.newContext()).newPage();
  await signIn(desk, contentName, contentPassword, null);
  await openConsolePage(desk, 'Modules');
  const deposit = desk.getByRole('form', { name: 'Module wallet › deposit' });
  await deposit.getByLabel('Mobile rule').selectOption('is_hide');
  await deposit.getByLabel('Mobile exceptions').fill(allowedMember.username);
  await deposit.getByRole('button', { name: 'Save' }).click();
  await expect(deposit.getByRole('status')).toHaveText('Saved — live on the site within a second');
  try {
    // Another member's next page tells them the module is not available; the excepted member
    // deposits on the phone. The site reads the change within a second (its caches follow the
    // platform's data version: lib/upstream.test.ts); the time here is a loaded machine's hydration.
    await expect(async () => {
      await other.goto('/en-my?action=deposit');
      await expect(other.getByText('This feature is not available right now.')).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 15_000 });
    await allowed.goto('/en-my?action=deposit');
    await expect(wallet(allowed).getByRole('form', { name: 'Online payment' })).toBeVisible();
    await expect(wallet(other)).toHaveCount(0);
    await other.goto('/en-my/deposit');
    await expect(other).toHaveURL(/\/error$/);
  } finally {
    const everyone = { action: 'is_show', exceptions: [] };
    await operatorApi(desk, 'operator/module-save', { name: 'deposit', parent: 'wallet', web: everyone, mobile: everyone });
  }
});
