import { expect, test, waitForHydration } from './fixtures';
import { registerViaApi } from './support';

/**
 * The header's inbox asks for the messages again when the member moves to another page, at most
 * once per 5 s: after 5 s on home, four quick navigations (across the default and category layouts)
 * make exactly one `member/message-list` call.
 */
test('route changes refresh the inbox once per five seconds, also across layouts', async ({ page }) => {
  await registerViaApi(page);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/member/message-list')) calls.push(new URL(page.url()).pathname);
  });
  await page.goto('/en-my');
  await waitForHydration(page);
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  // The unread counts, and the inbox's first tab warmed once the page is idle (use-warm-member-dialogs.ts).
  await page.waitForTimeout(5_500);
  const onArrival = calls.length;

  for (const path of ['/en-my/slots', '/en-my/promotions', '/en-my/vip', '/en-my']) {
    await page.locator(`a[href="${path}"]`).first().click();
    await page.waitForURL((url) => url.pathname === path);
  }
  await page.waitForTimeout(1_000);
  expect(calls.length - onArrival).toBe(1);
});
