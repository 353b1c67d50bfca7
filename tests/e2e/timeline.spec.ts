import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { catalogue } from './catalog';
import { registerViaApi, wallet } from './support';

test('a member deposits, plays a demo round, sees both in the money timeline and downloads it as CSV', async ({ page }) => {
  test.setTimeout(180_000);
  const { sameTabSlot } = await catalogue(page.request);
  await registerViaApi(page);

  // A deposit through the demo gateway.
  await page.goto('/en-my?action=deposit');
  const gateway = wallet(page).getByRole('form', { name: 'Online payment' });
  await gateway.getByLabel('Amount').fill('50');
  await gateway.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByTestId('balance').first()).toHaveText('50.00');

  // One round of the demo slot.
  await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
  await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
  const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
  // The game's button works once its script has run: a click that came too early is made again.
  await expect(async () => {
    await game.getByRole('button', { name: /spin|play/i }).click();
    await expect(game.getByTestId('last-result')).not.toBeEmpty({ timeout: 15_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.getByTestId('balance')).not.toHaveText('50.00');

  // The account page leads to the timeline.
  await page.goto('/en-my/account');
  await page.getByRole('link', { name: 'Open the money timeline' }).click();
  await expect(page).toHaveURL(/\/en-my\/account\/timeline$/);
  await expect(page.getByRole('heading', { name: 'Money timeline', level: 1 })).toBeVisible();
  await expect(page.getByTestId('timeline-net')).toHaveText('+MYR 50.00');

  const rows = page.getByRole('table', { name: 'Money timeline' }).getByRole('row');
  const round = rows.filter({ hasText: 'Game round' }).first();
  await expect(round).toContainText(sameTabSlot.displayName);
  await expect(round).toContainText(/Stake MYR \d+\.\d{2} · Win MYR \d+\.\d{2}/);
  const deposit = rows.filter({ hasText: 'Deposit' });
  await expect(deposit).toContainText('+MYR 50.00');
  await expect(deposit).toContainText('Completed');

  // Only the bets and wins.
  await page.getByLabel('Show').selectOption('game');
  await expect(page).toHaveURL(/kind=game/);
  await expect(rows.filter({ hasText: 'Deposit' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Game round' }).first()).toBeVisible();
  await page.getByLabel('Show').selectOption('');

  // The CSV of the same period: both lines, on the member's clock (Kuala Lumpur).
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^timeline-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('"Date and time (Asia/Kuala_Lumpur)","Show","Type","Details","Status","Stake","Win","Amount","Balance","Currency"');
  expect(lines.find((line) => line.includes('"Game round"'))).toContain(sameTabSlot.displayName);
  expect(lines.find((line) => line.includes('"Deposit"'))).toMatch(
    /^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}","Deposits","Deposit","DemoPay","Completed","","",50\.00,"Cash","MYR"$/,
  );
});

test('the timeline fits a phone: cards, nothing off-screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await registerViaApi(page);
  await page.goto('/en-my?action=deposit');
  const gateway = wallet(page).getByRole('form', { name: 'Online payment' });
  await gateway.getByLabel('Amount').fill('30');
  await gateway.getByRole('button', { name: 'Deposit now' }).click();
  await expect(page.getByTestId('balance').first()).toHaveText('30.00');

  await page.goto('/en-my/account/timeline');
  await expect(page.getByTestId('timeline-net')).toHaveText('+MYR 30.00');
  await expect(page.getByRole('table', { name: 'Money timeline' }).getByRole('row').filter({ hasText: 'Deposit' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
