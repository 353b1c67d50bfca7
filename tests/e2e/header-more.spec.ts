import { expect, test, waitForHydration } from './fixtures';

/** Every game category is one tap away from the header at a tablet's width: the ones the row cannot fit are under "More". */
test('at 820 px the header offers every category, the ones that do not fit under More', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await page.goto('/en-my');
  await waitForHydration(page);
  const nav = page.getByRole('navigation', { name: 'Game categories' });
  const shown = await nav
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => !link.hasAttribute('data-overflowing')).map((link) => link.textContent?.trim() ?? ''));
  const all = await nav.getByRole('link', { includeHidden: true }).allTextContents();
  expect(shown.length).toBeLessThan(all.length);

  await page.getByText('More', { exact: true }).click();
  const more = page.locator('details[open] ul');
  await expect(more.getByRole('link')).toHaveText(all.filter((name) => !shown.includes(name)));
  await page.screenshot({ path: test.info().outputPath('header-more-820.png') });

  const last = all[all.length - 1]!;
  await more.getByRole('link', { name: last }).click();
  await expect(page.locator('details[open]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(last);
});
