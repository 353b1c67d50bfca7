import { expect, test, waitForHydration } from './fixtures';
import { catalogue } from './catalog';
import { fund, newMember, registerViaApi } from './support';

test.describe('a member plays', () => {
  test('a same-tab game plays a round in the play layout and the balance moves', async ({ page }) => {
    const { sameTabSlot } = await catalogue(page.request);
    const member = await registerViaApi(page);
    await fund(page, member.username, '100.00');
    await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
    await expect(page.getByTestId('balance')).toHaveText('100.00');
    await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
    await expect(page).toHaveURL(/\/en-my\/game\//);
    const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
    await expect(game.getByRole('heading', { name: sameTabSlot.displayName })).toBeVisible();
    await game.getByRole('button', { name: /spin|play/i }).click();
    await expect(game.getByTestId('last-result')).not.toBeEmpty();
    // The header follows the round: 100.00 minus the bet plus any win.
    await expect(page.getByTestId('balance')).not.toHaveText('100.00');
    await page.getByRole('link', { name: 'Exit game' }).click();
    await expect(page).toHaveURL(/\/en-my$/);
  });

  test('a method-1 game opens in a new tab', async ({ page, context }) => {
    const { newTabGame } = await catalogue(page.request);
    const member = await registerViaApi(page);
    await fund(page, member.username, '50.00');
    await page.goto(`/en-my/${newTabGame.type}?name=${encodeURIComponent(newTabGame.displayName)}`);
    await waitForHydration(page); // a new tab is opened by the page's script, inside the tap
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: newTabGame.displayName }).first().click(),
    ]);
    await tab.waitForURL(/\/play\?token=/);
    await expect(tab.getByRole('heading', { name: newTabGame.displayName })).toBeVisible();
    expect(new URL(tab.url()).origin).not.toBe(new URL(page.url()).origin);
  });

  test('a transfer-type game moves the money to its wallet and back', async ({ page }) => {
    const { transferGame } = await catalogue(page.request);
    const member = await registerViaApi(page);
    await fund(page, member.username, '80.00');
    await page.goto(`/en-my/${transferGame.type}?name=${encodeURIComponent(transferGame.displayName)}`);
    await page.getByRole('link', { name: transferGame.displayName }).first().click();
    // The transfer dialog asks how much: All moves the whole main wallet (tests/e2e/transfer-wallet.spec.ts chooses an amount).
    await page.getByRole('button', { name: 'Move everything in the main wallet' }).click();
    const game = page.frameLocator(`iframe[title="${transferGame.displayName}"]`);
    await expect(game.getByTestId('balance')).toContainText('80.00');
    await expect(page.getByTestId('balance')).toHaveText('0.00');
    await page.getByRole('link', { name: 'Exit game' }).click();
    await expect(page.getByTestId('balance')).toHaveText('80.00');
  });

  test('the same-tab path without a language, and the mobile-app path, both reach the play layout', async ({ page }) => {
    const { sameTabSlot } = await catalogue(page.request);
    const member = await registerViaApi(page);
    await fund(page, member.username, '5.00');
    const encoded = encodeURIComponent(
      JSON.stringify({ gameId: sameTabSlot.gameId, providerId: sameTabSlot.providerId, name: sameTabSlot.displayName }),
    );
    await page.goto(`/game/${encoded}`);
    await expect(page).toHaveURL(/\/en-my\/game\//);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: sameTabSlot.displayName })).toBeVisible();
    const app = new URLSearchParams({
      game: sameTabSlot.displayName,
      img: sameTabSlot.img,
      id: sameTabSlot.gameId,
      pid: sameTabSlot.providerId,
    });
    await page.goto(`/en-my/slots/${sameTabSlot.gameId}?${app.toString()}`);
    await expect(page).toHaveURL(/\/en-my\/game\//);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: sameTabSlot.displayName })).toBeVisible();
  });

  test('a game under maintenance does not launch', async ({ page }) => {
    const { maintenanceGame } = await catalogue(page.request);
    const member = await registerViaApi(page);
    await fund(page, member.username, '10.00');
    await page.goto(`/en-my/${maintenanceGame.type}?name=${encodeURIComponent(maintenanceGame.displayName)}`);
    const card = page.getByRole('button', { name: maintenanceGame.displayName }).first();
    await expect(card).toBeDisabled();
    const answer = await page.request.post('/api/game/play', { data: { gameId: maintenanceGame.gameId } });
    expect(await answer.json()).toMatchObject({ status: false, msg: 'game_under_maintenance' });
  });
});

test.describe('a game page', () => {
  test('shows a visitor the facts and lets them play the demo for play money', async ({ page }) => {
    const { sameTabSlot } = await catalogue(page.request);
    await page.goto(`/en-my/slots/${encodeURIComponent(sameTabSlot.gameId)}`);
    await expect(page.getByRole('heading', { level: 1, name: sameTabSlot.displayName })).toBeVisible();
    // The catalogue's facts: RTP as a percentage, volatility, max win, features.
    const facts = page.getByRole('definition');
    await expect(facts.filter({ hasText: /^\d{2}\.\d{2}%$/ })).toHaveCount(1);
    await expect(facts.filter({ hasText: /^(Low|Medium|High)$/ })).toHaveCount(1);
    await expect(facts.filter({ hasText: /^[\d,]+×$/ })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in to play' })).toBeVisible();

    await page.getByRole('link', { name: 'Play demo' }).click();
    await expect(page).toHaveURL(/\?demo=1#demo$/);
    const stage = page.getByRole('region', { name: `${sameTabSlot.displayName}: demo` });
    await expect(stage.getByText('Demo · play money')).toBeVisible();
    const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}: demo"]`);
    await expect(game.getByTestId('demo-label')).toBeVisible();
    await expect(game.getByTestId('balance')).toHaveText('1000.00');
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByTestId('last-result')).not.toBeEmpty();
    await expect(game.getByTestId('balance')).not.toHaveText('1000.00');
    // A visitor is offered the real thing; Close goes back to the plain page.
    await expect(stage.getByRole('link', { name: 'Join now' })).toBeVisible();
    await stage.getByRole('link', { name: 'Close demo' }).click();
    await expect(page).not.toHaveURL(/demo=1/);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test("a member's demo moves no money, and the page speaks the page's language (390 px, Thai)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { sameTabSlot } = await catalogue(page.request, 'THB');
    // A Thai member (THB): the site keeps a member on their own country's pages.
    const member = newMember();
    const registered = await page.request.post('/api/auth/register', {
      data: {
        username: member.username,
        password: member.password,
        mobileno: `66-${member.mobile.slice(-9).padStart(9, '1')}`,
        email: '',
        countryCode: 'TH',
        language: 'th',
      },
    });
    expect(await registered.json()).toMatchObject({ status: true });
    await fund(page, member.username, '100.00');
    await page.goto(`/th-th/slots/${encodeURIComponent(sameTabSlot.gameId)}`);
    await expect(page.getByTestId('balance')).toHaveText('100.00');
    await expect(page.getByText('ความผันผวน')).toBeVisible();
    await expect(page.getByText('Volatility')).toHaveCount(0);
    await page.getByRole('link', { name: 'ทดลองเล่น' }).click();
    const game = page.frameLocator('iframe[title$=": ทดลองเล่น"]');
    // The provider's page speaks Thai too.
    await expect(game.getByTestId('demo-label')).toHaveText('ทดลองเล่น · เงินจำลอง');
    await expect(game.getByTestId('balance')).toHaveText('1000.00');
    await game.getByRole('button', { name: 'หมุน' }).click();
    await expect(game.getByTestId('last-result')).not.toBeEmpty();
    // The member's own balance never moved; no "Join now" for a member.
    await expect(page.getByTestId('balance')).toHaveText('100.00');
    await expect(page.getByRole('link', { name: 'สมัครเลย' })).toHaveCount(0);
  });

  test('a live table has no demo, and a game under maintenance cannot open one', async ({ page }) => {
    const { games, maintenanceGame } = await catalogue(page.request);
    const live = games.find((g) => g.type === 'live-casino' && !g.redirect)!;
    await page.goto(`/en-my/live-casino/${encodeURIComponent(live.gameId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Live dealer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Play demo' })).toHaveCount(0);
    const answer = await page.request.post('/api/game/demo', { data: { gameId: maintenanceGame.gameId, currency: 'MYR' } });
    expect(await answer.json()).toMatchObject({ status: false, msg: 'game_under_maintenance' });
  });
});
