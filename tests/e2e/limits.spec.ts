import { expect, test, waitForHydration } from './fixtures';
import { registerViaApi, wallet } from './support';

test.describe('deposit limits', () => {
  test('a member sets a daily deposit limit and a deposit above it is refused with what is left', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/en-my/account');
    await page.getByRole('link', { name: 'Set my limits' }).click();
    await expect(page).toHaveURL(/\/en-my\/account\/limits$/);
    await waitForHydration(page); // the limit's editor is the page's script

    const daily = page.getByTestId('limit-deposit-day');
    await expect(daily).toContainText('No limit');
    await daily.getByRole('button', { name: 'Set a limit' }).click();
    const editor = daily.getByRole('form', { name: 'Deposit limit – Daily' });
    await editor.getByLabel('Limit (MYR)').fill('100');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(daily.getByRole('status')).toHaveText('Saved: your limit applies now.');
    await expect(daily).toContainText('MYR 100.00');
    await expect(daily).toContainText('MYR 0.00 of MYR 100.00 used');

    await page.goto('/en-my?action=deposit');
    const gateway = wallet(page).getByRole('form', { name: 'Online payment' });
    await gateway.getByLabel('Amount').fill('60');
    await gateway.getByRole('button', { name: 'Deposit now' }).click();
    await expect(page.getByTestId('balance').first()).toHaveText('60.00');
    await wallet(page).getByRole('button', { name: 'Make another deposit' }).click();
    await gateway.getByLabel('Amount').fill('50');
    await gateway.getByRole('button', { name: 'Deposit now' }).click();
    await expect(gateway.getByRole('alert')).toHaveText(
      'This deposit would go over your daily deposit limit of 100.00. You can deposit up to 40.00 more in this period.',
    );
    await expect(page.getByTestId('balance').first()).toHaveText('60.00');

    await page.goto('/en-my/account/limits');
    await expect(page.getByTestId('limit-deposit-day')).toContainText('MYR 60.00 of MYR 100.00 used');
  });
});
