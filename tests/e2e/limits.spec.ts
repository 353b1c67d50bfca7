import { expect, test, waitForHydration, type Page } from './fixtures';
import { catalogue } from './catalog';
import { fund, registerViaApi, wallet } from './support';

/** Resolves once the page's realtime socket has subscribed the member's channel (tests/e2e/realtime.spec.ts). */
function memberChannelSubscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/realtime/app/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('pusher_internal:subscription_succeeded')) resolve();
      });
    });
  });
}

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
      'This deposit would go over your daily deposit limit of MYR 100.00. You can deposit up to MYR 40.00 more in this period.',
    );
    await expect(page.getByTestId('balance').first()).toHaveText('60.00');

    await page.goto('/en-my/account/limits');
    await expect(page.getByTestId('limit-deposit-day')).toContainText('MYR 60.00 of MYR 100.00 used');
  });

  test('a bet over a wager limit is refused in the game and said on the site as a toast, with the limit in MYR', async ({ page }) => {
    test.setTimeout(120_000);
    const { sameTabSlot } = await catalogue(page.request);
    const member = await registerViaApi(page);
    await fund(page, member.username, '50.00');
    const set = await page.request.post('/api/limits/set', { data: { kind: 'wager', period: 'day', amount: '0.50' } });
    expect(await set.json()).toMatchObject({ status: true });

    const subscribed = memberChannelSubscribed(page);
    await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
    await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
    const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
    await subscribed;
    // The game's button works once its script has run, and the toasts' listener mounts after the
    // page's first paint: a bet refused before either is refused again.
    await expect(async () => {
      await game.getByRole('button', { name: /spin|play/i }).click();
      await expect(game.getByTestId('last-result')).toHaveText(/wager limit/, { timeout: 10_000 });
      await expect(page.getByText('It would go over your daily wager limit of MYR 0.50.').first()).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(page.getByText('Bet refused').first()).toBeVisible();
    await expect(page.getByTestId('balance').first()).toHaveText('50.00');
  });
});
