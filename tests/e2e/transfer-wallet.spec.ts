import { expect, test, type Page } from './fixtures';
import { catalogue } from './catalog';
import { fund, registerViaApi } from './support';

/**
 * A transfer-type game keeps the member's money in its own wallet (docs/games.md, "Transfer
 * wallets"). The member chooses how much goes in, the play bar shows that wallet, every other page
 * shows it as "in game" instead of a smaller balance, leaving the game brings it back, and the
 * transfer history has the line in and the line out. On a desktop and on a phone.
 */
const VIEWPORTS = [
  { name: 'desktop', use: { viewport: { width: 1366, height: 768 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

/** "1,234.50" → 123450 */
const minor = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const money = (cents: number) => (cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

for (const { name, use } of VIEWPORTS) {
  test.describe(`transfer wallet on a ${name}`, () => {
    test.use(use);

    test('choose an amount, play, see it "in game" elsewhere, leave and get it back, with both history lines', async ({
      page,
      context,
    }) => {
      const { transferGame, providers } = await catalogue(page.request);
      const providerName = providers.get(transferGame.providerId)!.name;
      const member = await registerViaApi(page);
      await fund(page, member.username, '80.00');

      await page.goto(`/en-my/${transferGame.type}?name=${encodeURIComponent(transferGame.displayName)}`);
      await page.getByRole('link', { name: transferGame.displayName }).first().click();
      const dialog = page.getByRole('dialog', { name: `Money for ${transferGame.displayName}` });
      await expect(dialog.getByTestId('transfer-main')).toHaveText('MYR 80.00');
      await expect(dialog.getByTestId('transfer-game-wallet')).toHaveText('MYR 0.00');
      await noSideScroll(page);
      // Kept with the run's results, to look at as a member would (test-results/…).
      await page.screenshot({ path: test.info().outputPath(`transfer-dialog-${name}.png`) });
      await dialog.getByLabel('Amount to move').fill('30');
      await dialog.getByRole('button', { name: 'Move and play' }).click();

      // The game plays from its wallet; the play bar shows it beside what stayed in main.
      const game = page.frameLocator(`iframe[title="${transferGame.displayName}"]`);
      await expect(game.getByTestId('balance')).toContainText('30.00');
      await expect(page.getByTestId('game-wallet-balance')).toHaveText('30.00');
      await expect(page.getByTestId('balance')).toHaveText('50.00');
      await game.getByRole('button', { name: /spin|play/i }).click();
      await expect(game.getByTestId('last-result')).not.toBeEmpty();
      await noSideScroll(page);
      await page.screenshot({ path: test.info().outputPath(`transfer-playing-${name}.png`) });

      // Another tab of the site, with the game still open: the money shows as "in game", not gone.
      const other = await context.newPage();
      await other.goto('/en-my');
      await expect(other.getByTestId('balance')).toHaveText('50.00');
      await expect(other.getByTestId('in-game')).toHaveText(/^In game: \d[\d,]*\.\d\d$/);
      await other.screenshot({ path: test.info().outputPath(`transfer-in-game-${name}.png`) });
      const inGame = minor((await other.getByTestId('in-game').textContent()) ?? '');
      await other.close();

      // Leaving the game brings back what its wallet holds.
      await page.getByRole('link', { name: 'Exit game' }).click();
      await expect(page).toHaveURL(/\/en-my$/);
      await expect(page.getByTestId('balance')).toHaveText(money(5_000 + inGame));
      await expect(page.getByTestId('in-game')).toHaveCount(0);

      // The transfer history: the 30.00 in, and what came back out.
      await page.goto('/en-my/transactions/transfer');
      const lines = page.getByRole('row').filter({ hasText: providerName });
      await expect(lines.filter({ hasText: '-30.00' })).toHaveCount(1);
      // What came back (nothing comes back, and no line is written, from an emptied game wallet).
      await expect(lines.filter({ hasText: `+${money(inGame)}` })).toHaveCount(inGame > 0 ? 1 : 0);
      await expect(lines).toHaveCount(inGame > 0 ? 2 : 1);
      await noSideScroll(page);
    });
  });
}
