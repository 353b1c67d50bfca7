import { expect, test } from './fixtures';
import { catalogue } from './catalog';
import { loginViaApi } from './page-tour';
import { bankDeposit, bindBankAndSetPin, DEMO_TH, fund, operator, registerViaApi, wallet } from './support';

test('a visitor opening ?action=deposit gets the login dialog', async ({ page }) => {
  await page.goto('/en-my?action=deposit');
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
});

test('a member deposits through the demo gateway and the balance rises', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/en-my?action=deposit');
  const gateway = wallet(page).getByRole('form', { name: 'Online payment' });
  await gateway.getByLabel('Amount').fill('050');
  await expect(gateway.getByLabel('Amount')).toHaveValue('50');
  await gateway.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByTestId('balance').first()).toHaveText('50.00');
});

test('a bank-transfer deposit with a receipt waits for the operator, who approves it from the CLI', async ({ page }) => {
  await registerViaApi(page);
  const id = await bankDeposit(page, '30');
  await expect(page.getByTestId('balance').first()).toHaveText('0.00');

  expect(await operator('approve-deposit', id)).toMatch(/approved/);
  await wallet(page).getByRole('button', { name: 'Refresh balance' }).click();
  await expect(wallet(page).getByTestId('balance')).toHaveText('30.00');
});

test('a member sets a PIN, binds a bank, withdraws and cancels', async ({ page }) => {
  const member = await registerViaApi(page);
  await fund(page, member.username, '100.00');
  await bindBankAndSetPin(page);

  // The minimum withdrawal for MYR is 50.00 (walletLimits).
  await wallet(page).getByLabel('Amount').fill('60');
  await wallet(page).getByLabel('Withdrawal PIN').fill('123456');
  await wallet(page).getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(wallet(page).getByText(/withdrawal request #\d+ of (MYR )?60\.00 is pending approval/)).toBeVisible();
  await expect(page.getByTestId('balance').first()).toHaveText('40.00');

  await wallet(page)
    .getByRole('button', { name: /Cancel withdrawal #\d+/ })
    .click();
  await expect(page.getByTestId('balance').first()).toHaveText('100.00');
});

test('a member plays, sees the round in bet history, and claims a rebate', async ({ page }) => {
  const { sameTabSlot } = await catalogue(page.request);
  const member = await registerViaApi(page);
  await fund(page, member.username, '500.00');
  await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
  await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
  const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
  await game.getByRole('radio', { name: /10\.00/ }).check();
  for (let i = 0; i < 4; i++) {
    const before = await game.getByTestId('balance').textContent();
    await game.getByRole('button', { name: /spin/i }).click();
    await expect(game.getByTestId('balance')).not.toHaveText(before ?? '');
  }

  await page.goto('/en-my/transactions/bet-history');
  await expect(page.getByRole('table').getByText(sameTabSlot.displayName).first()).toBeVisible();

  await page.goto('/en-my?action=instant');
  // 4 × 10.00 turnover at 0.50 % → 0.20 claimable.
  await expect(wallet(page).getByText('0.20').first()).toBeVisible();
  const before = Number((await page.getByTestId('balance').first().textContent())!.replace(/,/g, ''));
  await wallet(page).getByRole('button', { name: /claim/i }).click();
  await expect(page.getByTestId('balance').first()).toHaveText((before + 0.2).toLocaleString('en-MY', { minimumFractionDigits: 2 }));
});

test('on a 360 px phone every tab of the Thai wallet dialog is wholly in sight (the row wraps, it does not hide tabs off its edge)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginViaApi(page, DEMO_TH);
  await page.goto('/th-th?action=deposit');
  // The wallet's own tabs (the deposit panel has a second row, its methods, once a bank is set up).
  const tabs = page.getByRole('dialog').getByRole('tablist', { name: 'กระเป๋าเงิน', exact: true }).getByRole('tab');
  await expect(tabs).toHaveCount(5);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});
