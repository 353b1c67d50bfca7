import { expect, test, waitForHydration } from './fixtures';
import { registerViaApi } from './support';

test.describe('language segment', () => {
  test('/ lands on the default language', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-my$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-my');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown segment or a missing one is redirected to the same path in the default language', async ({ page }) => {
    await page.goto('/xx-yy/vip');
    await expect(page).toHaveURL(/\/en-my\/vip$/);
    await page.goto('/vip');
    await expect(page).toHaveURL(/\/en-my\/vip$/);
  });

  test('the stored language is used when the segment is wrong', async ({ page }) => {
    await page.goto('/th-th/vip');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th-th');
    await page.goto('/xx-zz/promotions');
    await expect(page).toHaveURL(/\/th-th\/promotions$/);
    await page.goto('/promotions');
    await expect(page).toHaveURL(/\/th-th\/promotions$/);
  });

  test('desktop switching keeps the path and drops the query', async ({ page }) => {
    await page.goto('/en-my/promotions?ref=abc');
    await page.getByRole('link', { name: 'Change language' }).click();
    await page.getByRole('button', { name: '中文' }).first().click();
    await expect(page).toHaveURL(/\/zh-my\/promotions$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-my');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('switching keeps path and query but drops action=language', async ({ page }) => {
    await page.goto('/en-my/promotions?ref=abc');
    await page.getByRole('link', { name: 'Change language' }).click();
    await expect(page).toHaveURL(/action=language/);
    const dialog = page.getByRole('dialog', { name: 'Language & Region' });
    await dialog.getByRole('button', { name: 'ไทย' }).click();
    await expect(page).toHaveURL(/\/th-th\/promotions\?ref=abc$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the menu opens as a drawer', async ({ page }) => {
    await page.goto('/en-my');
    await waitForHydration(page); // the drawer opens by script
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('complementary').getByRole('link', { name: 'VIP' }).click();
    await expect(page).toHaveURL(/\/en-my\/vip$/);
  });
});

test.describe('a member on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the header keeps to the screen and the drawer offers the language', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/en-my/promotions');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Deposit/ })).toBeVisible();
    // Every control of the header inside the screen's width, none cut at the edge.
    const overflow = await header.evaluate(
      (el) => Math.max(...[...el.querySelectorAll('a, button')].map((c) => c.getBoundingClientRect().right)) - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(header.getByRole('link', { name: /Change language/ })).toBeHidden();
    await waitForHydration(page); // the drawer opens by script
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('complementary').getByRole('button', { name: 'Change language' }).click();
    await expect(page.getByRole('dialog', { name: 'Language & Region' })).toBeVisible();
    await expect(page).toHaveURL(/\/en-my\/promotions\?action=language$/);
  });
});
