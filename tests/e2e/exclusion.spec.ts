import { expect, test, waitForHydration } from './fixtures';
import { catalogue } from './catalog';
import { fillLogin, fund, registerViaApi } from './support';

/** "dd Mon yyyy" of an instant in Kuala Lumpur, as lib/dates.ts writes it in English. */
function klDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kuala_Lumpur',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} ${part('year')}`;
}

test.describe('taking a break', () => {
  test('a 24-hour cool-off logs the member out and the login is refused with its end date', async ({ page }) => {
    const member = await registerViaApi(page);
    await page.goto('/en-my/account/take-a-break');
    await waitForHydration(page); // the confirmation step is the page's script
    const coolOff = page.getByRole('form', { name: 'Cool-off' });
    await coolOff.getByLabel('For how long').selectOption({ label: '24 hours' });
    await coolOff.getByLabel('Your password', { exact: true }).fill(member.password);
    await coolOff.getByRole('button', { name: 'Start cool-off' }).click();
    const tomorrow = klDay(new Date(Date.now() + 86_400_000));
    await expect(coolOff.getByRole('alertdialog')).toContainText(`cannot log in again until ${tomorrow}`);
    await coolOff.getByRole('button', { name: 'Yes, start now' }).click();
    await expect(page.getByTestId('cool-off-taken')).toContainText(`You can log in again from ${tomorrow}`);
    // Every session ended: the member's own calls are refused.
    expect((await page.request.post('/api/member/profile', { data: {} })).status()).toBe(401);

    await page.goto('/en-my?action=login');
    await waitForHydration(page);
    await fillLogin(page, member.username, member.password);
    await expect(page.getByTestId('login-break-notice')).toHaveText(
      new RegExp(`^You are on a cool-off\\. You can log in again from ${tomorrow}, \\d{2}:\\d{2}\\.$`),
    );
    await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
  });
});

test.describe('the reality check', () => {
  test('appears over a game at the member’s interval and goes on answer', async ({ page }) => {
    const { sameTabSlot } = await catalogue(page.request);
    const member = await registerViaApi(page);
    await fund(page, member.username, '100.00');
    const saved = await page.request.post('/api/safety/settings-save', { data: { realityCheckMinutes: 15, sessionLimitMinutes: null } });
    expect(await saved.json()).toMatchObject({ status: true });
    // The page's clock is the test's: it runs on its own and jumps forward on demand (the platform's does not move).
    await page.clock.install();
    await page.goto(`/en-my/slots?name=${encodeURIComponent(sameTabSlot.displayName)}`);
    await page.getByRole('link', { name: sameTabSlot.displayName }).first().click();
    await expect(page).toHaveURL(/\/en-my\/game\//);
    const game = page.frameLocator(`iframe[title="${sameTabSlot.displayName}"]`);
    await expect(game.getByRole('heading', { name: sameTabSlot.displayName })).toBeVisible();
    await game.getByRole('button', { name: /spin|play/i }).click();
    await expect(game.getByTestId('last-result')).not.toBeEmpty();
    const check = page.getByRole('dialog', { name: 'Reality check' });
    await expect(check).toBeHidden();

    await page.clock.fastForward('15:30');
    await expect(check).toBeVisible();
    await expect(check).toContainText(/You have played for 1[56] min since you logged in\./);
    await expect(check.getByTestId('reality-check-net')).toHaveText(/^[+-]?MYR \d+\.\d{2}$/);
    // Above the game: the point at the dialog's centre belongs to the dialog, not the game's frame.
    const onTop = await check.evaluate((dialog) => {
      const box = dialog.getBoundingClientRect();
      return dialog.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(onTop).toBe(true);
    await check.getByRole('button', { name: 'Keep playing' }).click();
    await expect(check).toBeHidden();
    // The game goes on under it.
    await expect(game.getByRole('heading', { name: sameTabSlot.displayName })).toBeVisible();
  });
});
