import { expect, test, type Page } from './fixtures';
import { countRequests, networkQuiet } from './network-quiet';
import { loadWholeCategory, registerViaApi, wallet } from './support';

/**
 * Screenshot comparisons of the home, a lobby, the promotions page and the wallet dialog at a
 * phone's, a tablet's and a desktop's width, against the PNGs committed in
 * tests/e2e/__screenshots__/ (playwright.config.ts names the path: one set, taken on Linux in
 * Debian's Chromium with the fonts .ci/run installs). Update them after an intended change with
 *   CI=true npx playwright test tests/e2e/visual.spec.ts --workers=1 --update-snapshots
 * and look at every PNG before committing it.
 *
 * What keeps them deterministic: the pages are Thailand's in English (en-th, THB), whose banners,
 * pop-ups and promotions no other journey publishes, so the run's order does not change them;
 * reduced motion (the banner carousel does not advance) and no animations or caret; every image on
 * screen loaded and the fonts ready; the member's name (unique per run) masked in the wallet dialog.
 */

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, isMobile: false },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false },
] as const;

const SEGMENT = '/en-th';

test.beforeEach(({ page }) => countRequests(page));

/** Waits until nothing is loading: no request, no busy region, fonts ready, every image on screen decoded. */
async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // On screen both ways: the carousel's later slides sit to the right, lazy, and never load.
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth && box.width > 0;
    });
    await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
  });
}

/** The home's announcement pop-ups, each hidden for a day the way a visitor would. */
async function closePopups(page: Page) {
  const popup = page.getByTestId('announcement-popup');
  await networkQuiet(page);
  for (let i = 0; i < 10 && (await popup.isVisible()); i++) {
    // The next pop-up replaces the one closed; the last one may be leaving while this looks.
    await popup
      .getByRole('button', { name: /show for 1 day/ })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(popup).toHaveCount(0);
}

for (const { name, viewport, isMobile } of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile, reducedMotion: 'reduce' });

    test(`home (${name})`, async ({ page }) => {
      await page.goto(SEGMENT);
      await closePopups(page);
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${name}.png`);
    });

    test(`lobby (${name})`, async ({ page }) => {
      await page.goto(`${SEGMENT}/slots`);
      // The whole category has loaded in the browser (the count is announced), not only the server's first page.
      await loadWholeCategory(page);
      await settle(page);
      await expect(page).toHaveScreenshot(`lobby-${name}.png`);
    });

    test(`promotions (${name})`, async ({ page }) => {
      await page.goto(`${SEGMENT}/promotions`);
      await settle(page);
      await expect(page).toHaveScreenshot(`promotions-${name}.png`);
    });

    test(`wallet dialog (${name})`, async ({ page }) => {
      // A new Malaysian member (no other journey changes MYR's payment methods or limits); only the
      // dialog is compared, not the page behind its mask.
      await registerViaApi(page);
      // The home's pop-ups would open over the dialog: hidden first, as the member would.
      await page.goto('/en-my');
      await closePopups(page);
      await page.goto('/en-my?action=deposit');
      await expect(wallet(page)).toBeVisible();
      await settle(page);
      await expect(wallet(page)).toHaveScreenshot(`wallet-${name}.png`);
    });
  });
}

test.describe('header categories between 768 and 1100 px', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  /**
   * Each category link: fully inside the nav's box, or out of sight and out of the tab order, and
   * what the row cannot show is under "More" (all of it when a member's balance takes the room).
   * Polled: the row is measured again once the web fonts arrive.
   */
  async function linksFitOrHide(page: Page) {
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav).toBeVisible();
    let hidden: (string | null)[] = [];
    await expect(async () => {
      const links = await nav.locator('a').evaluateAll((anchors) => {
        const box = anchors[0]!.parentElement!.getBoundingClientRect();
        return anchors.map((a) => {
          const r = a.getBoundingClientRect();
          const whole = r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.top >= box.top - 0.5 && r.bottom <= box.bottom + 0.5;
          return { text: a.textContent, whole, visible: getComputedStyle(a).visibility === 'visible' };
        });
      });
      for (const link of links) expect(link.visible, `${link.text} is half shown`).toBe(link.whole);
      hidden = links.filter((l) => !l.visible).map((l) => l.text);
    }).toPass({ timeout: 5_000 });
    if (hidden.length > 0) {
      await page.getByRole('banner').locator('details > summary').click();
      await expect(page.locator('details[open] ul').getByRole('link')).toHaveText(hidden as string[]);
    }
  }

  test('a Thai visitor sees whole labels only', async ({ page }) => {
    await page.goto('/th-th');
    await linksFitOrHide(page);
  });

  test('a member, whose balance takes the room, sees whole labels only', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/en-my');
    await expect(page.getByRole('link', { name: /Deposit/ }).first()).toBeVisible();
    await linksFitOrHide(page);
  });
});
