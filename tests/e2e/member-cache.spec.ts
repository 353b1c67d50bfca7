import { expect, test } from './fixtures';
import { DOCUMENT, expectRestored, markPage, WITH_BACK_FORWARD_CACHE } from './back-forward';
import { BALANCE, fundedMember, signOutThenGoBack } from './signed-out-pages';

test.use(WITH_BACK_FORWARD_CACHE);

const MEMBER_PAGES = [
  '/en-my',
  '/en-my/slots',
  '/en-my/promotions',
  '/en-my/promo-center',
  '/en-my/account',
  '/en-my/transactions/deposit',
];
test('a member’s pages carry none of their data in the HTML, and the browser may keep them', async ({ page }) => {
  const member = await fundedMember(page);
  for (const path of MEMBER_PAGES) {
    const res = await page.request.get(path, DOCUMENT);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('private, no-cache');
    const html = await res.text();
    expect(html, path).not.toContain(member.username);
    expect(html, path).not.toContain(member.mobile);
    expect(html, path).not.toContain('4,321.09');
    expect(html, path).not.toContain(BALANCE);
    // The member's skeleton, not a visitor's header.
    expect(html, path).toContain('Member menu');
    expect(html, path).not.toContain('>Log In<');
  }
  // The console's preview stays out of every cache (console-preview.spec.ts checks the console).
  const preview = await page.request.get('/en-my?preview=true', DOCUMENT);
  expect(preview.headers()['cache-control']).toBe('no-store');

  // In the browser the member's data arrives from the client.
  await page.goto('/en-my/account');
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('4,321.09');
});

test.describe('back and forward', () => {
  test('a member going back and forward gets the pages from the back/forward cache, realtime closed meanwhile', async ({ page }) => {
    const member = await fundedMember(page);
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    await page.goto('/en-my/account');
    await expect(page.getByText(member.username, { exact: true })).toBeVisible();
    // The member's realtime channel is open: Chromium keeps no page with an open WebSocket, so the
    // restore below proves it was closed as the page was hidden.
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(1);
    await markPage(page);
    await page.goto('/en-my/slots');
    await expect(page.getByTestId('balance')).toHaveText('4,321.09');
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(2);
    await markPage(page);

    await page.goBack({ waitUntil: 'commit' });
    await expectRestored(page, /\/en-my\/account$/);
    await expect(page.getByText(member.username, { exact: true })).toBeVisible();
    // Shown again: the realtime channel opens anew.
    await expect.poll(() => sockets.length, { timeout: 15_000 }).toBe(3);

    await page.goForward({ waitUntil: 'commit' });
    await expectRestored(page, /\/en-my\/slots$/);
    await expect(page.getByTestId('balance')).toHaveText('4,321.09');
  });

  test('signed out in this tab, going back shows no member data and leaves the member-only page', async ({ page }) => {
    await signOutThenGoBack(page);
  });

  test('signed out in another tab, the restored page of the first shows the signed-out state', async ({ page, context }) => {
    const member = await fundedMember(page);
    await page.goto('/en-my/promotions');
    await expect(page.getByTestId('balance')).toHaveText('4,321.09');
    await markPage(page);
    await page.goto('/en-my/slots');
    await page.waitForLoadState('networkidle');

    const other = await context.newPage();
    await other.goto('/en-my/vip');
    await other.getByRole('button', { name: 'Member menu' }).click();
    await other.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(other.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await other.close();

    await page.goBack({ waitUntil: 'commit' });
    await expectRestored(page, /\/en-my(\/promotions)?$/);
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
    await expect(page.getByTestId('balance')).toHaveCount(0);
    await expect(page.getByText(member.username)).toHaveCount(0);
  });
});
