import { expect, test } from './fixtures';
import { ownerFromCli } from './console-support';
import { signInConsole } from './support';

/**
 * The console's frame on a phone and a tablet: the sidebar is a Menu button, its sections open
 * and lead to a page, the menu closes, and wide tables scroll inside themselves, never the page.
 */
test('on a phone and a tablet the sections fold into a menu and no page is wider than the screen', async ({ page }) => {
  test.setTimeout(60_000);
  const owner = await ownerFromCli();
  await signInConsole(page, owner.username, owner.password, owner.secret);

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/console/dashboard');
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav).toBeHidden();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('button', { name: 'Staff' }).click();
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/console\/audit$/);
    await expect(nav).toBeHidden();
    await expect(page.getByRole('table', { name: 'Audit log' })).toBeVisible();

    for (const path of ['/console/audit', '/console/members', '/console/payments', '/console/catalog', '/console/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at ${viewport.width}px`).toBeLessThanOrEqual(0);
    }

    // Escape closes the menu and gives the focus back to its button.
    await menu.click();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
  }
});
