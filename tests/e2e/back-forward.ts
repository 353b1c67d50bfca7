import { expect, type Page } from './fixtures';
import { CHROMIUM_ARGS, chromiumPath } from '../chromium';

/** Playwright turns the back/forward cache off in the Chromium it launches; journeys of it use these options. */
export const WITH_BACK_FORWARD_CACHE = {
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
};

/** What a browser sends with a navigation (Playwright's request context sends no Sec-Fetch headers). */
export const DOCUMENT = { headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }, maxRedirects: 0 };

/** Marks the document, and records whether a later `pageshow` brought it back from the back/forward cache. */
export async function markPage(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { marker: number; restored: boolean };
    w.marker = 42;
    w.restored = false;
    addEventListener('pageshow', (event) => {
      w.restored = event.persisted;
    });
  });
}

/** The mark markPage left, and whether the document was restored. */
export const pageState = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { marker?: number; restored?: boolean };
    return { marker: w.marker ?? null, restored: w.restored ?? null };
  });

/** After a back (or forward): proof the same document came back from the back/forward cache. */
export async function expectRestored(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await expect.poll(async () => (await pageState(page)).restored, { timeout: 5000 }).toBe(true);
  const now = await pageState(page);
  expect(now.marker).toBe(42); // the same document, not a new load
}
