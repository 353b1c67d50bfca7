import { expect, test, type Page } from './fixtures';
import { catalogue } from './catalog';
import { PASSWORD, fund, newMember, registerViaApi, wallet } from './support';

/**
 * Loyalty journeys against the real platform and its demo seed (MYR: Silver from 50.00 turnover
 * with a 5.00 level-up reward; 1 % referral commission claimable from 0.50; a deposit task of
 * 50.00 paying 2.00). Rounds are played in the demo slot at its largest bet, 10.00.
 */

/** Plays `rounds` rounds of the same-tab demo slot at 10.00 each, then leaves the game. */
async function playSlot(page: Page, rounds: number) {
  const { sameTabSlot } = await catalogue(page.request);
  await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
  await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
  await expect(page).toHaveURL(/\/en-my\/game\//);
  const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
  await game.locator('input[name="bet"][value="1000"]').check();
  const spin = game.getByRole('button', { name: 'Spin' });
  for (let i = 0; i < rounds; i++) {
    await spin.click();
    await expect(spin).toBeEnabled();
  }
  await expect(game.getByTestId('last-result')).not.toBeEmpty();
  await page.getByRole('link', { name: 'Exit game' }).click();
}

test('member A shares the referral link, B joins through it and plays, A claims the commission and sees it in history', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000); // B plays five rounds of the demo slot
  await registerViaApi(page);
  await page.goto('/en-my/referral');
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveValue(/\/en-my\/register\?ref=[A-Z0-9]{8}$/);
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  await expect(page.getByRole('img', { name: 'QR code of your referral link' }).locator('svg')).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());
  await expect(page.getByText('No one has joined with your link yet.')).toBeVisible();

  // B on another device (another time zone: another fingerprint; another browser, so that a
  // registration sent before the fingerprint is ready is not the referrer's address and browser) opens the link.
  const other = await browser.newContext({
    timezoneId: 'Asia/Bangkok',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 (friend)',
  });
  const b = await other.newPage();
  const friend = newMember();
  await b.goto(new URL(copied).pathname + new URL(copied).search);
  const dialog = b.getByRole('dialog', { name: 'Create Your Account' });
  await expect(dialog.getByLabel('Referral code (optional)')).toHaveValue(code);
  await dialog.getByLabel('Username').fill(friend.username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm Password').fill(PASSWORD);
  await dialog.getByLabel('Mobile Number').fill(friend.mobile);
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await expect(b.getByText(`Welcome, ${friend.username}! Your account is ready.`)).toBeVisible();
  await fund(b, friend.username, '100.00');
  await playSlot(b, 5); // 50.00 settled turnover: 0.50 commission
  await other.close();

  await page.reload();
  const members = page.getByTestId('referred-members');
  await expect(members.getByRole('row')).toHaveCount(2);
  await expect(members.getByText(new RegExp(`^${friend.username.slice(0, 2)}\\*+${friend.username.slice(-1)}$`))).toBeVisible();
  await expect(members.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByTestId('referral-claimable')).toHaveText('MYR 0.50');
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('MYR 0.50 commission paid to your wallet.')).toBeVisible();
  await expect(page.getByTestId('referral-claimable')).toHaveText('MYR 0.00');

  await page.goto('/en-my/transactions/referral');
  await expect(page.getByText('0.50').first()).toBeVisible();
});

test('a member plays into the next VIP tier, sees the new badge and the level-up reward in the VIP history', async ({ page }) => {
  // Five rounds in the demo game and four pages: past 30 s on a loaded two-core machine.
  test.setTimeout(60_000);
  const member = await registerViaApi(page);
  await fund(page, member.username, '100.00');
  await page.goto('/en-my/vip');
  const current = page.getByTestId('vip-current');
  await expect(current.getByText('Bronze')).toBeVisible();
  await expect(current.getByText('MYR 50.00 more turnover to reach Silver.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6);

  await playSlot(page, 5);
  await page.goto('/en-my/vip');
  await expect(current.getByText('Silver')).toBeVisible();
  await expect(page.getByText('Level-up reward of MYR 5.00 paid to your wallet.')).toBeVisible();

  await page.getByRole('button', { name: 'Member menu' }).click();
  await expect(page.getByRole('menu').getByTestId('vip-badge')).toHaveText('Silver');
  await page.keyboard.press('Escape');

  await page.goto('/en-my/transactions/vip');
  await expect(page.getByText('Silver').first()).toBeVisible();
  await expect(page.getByText('5.00').first()).toBeVisible();
});

test('a member completes the deposit task and claims it once', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/en-my/daily-tasks');
  const task = page.getByTestId('task-deposit');
  await expect(task.getByRole('button')).toBeDisabled();
  await expect(page.getByText(/New tasks in \d\d:\d\d:\d\d/)).toBeVisible();

  await page.goto('/en-my?action=deposit');
  const gateway = wallet(page).getByRole('form', { name: 'Online payment' });
  await gateway.getByLabel('Amount').fill('50');
  await gateway.getByRole('button', { name: 'Deposit now' }).click();
  await expect(wallet(page).getByTestId('deposit-new-balance')).toBeVisible();

  await page.goto('/en-my/daily-tasks');
  await expect(task.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await task.getByRole('button', { name: /Claim/ }).click();
  await expect(page.getByText('MYR 2.00 paid to your wallet.')).toBeVisible();
  await expect(task.getByText('Claimed')).toBeVisible();
  await expect(page.getByTestId('balance')).toContainText('52.00');
});

test('a visitor sees the VIP benefits with a call to log in', async ({ page }) => {
  await page.goto('/en-my/vip');
  await expect(page.getByText('Log in to see your tier and how close you are to the next one.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('row', { name: /Diamond/ })).toBeVisible();
});
