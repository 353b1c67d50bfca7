import { expect, test, type Page } from './fixtures';
import { catalogue } from './catalog';
import { countRequests, networkQuiet } from './network-quiet';
import { fund, loadWholeCategory, newMember, registerViaApi } from './support';

/**
 * Screenshot comparisons of what a member sees before deciding to deposit — the home, a lobby, a
 * game's page, the wallet dialog, the transactions, the promotions, the VIP page and the inbox — at
 * a phone's, a tablet's and a desktop's width, in English and in Thai, against the PNGs committed in
 * tests/e2e/__screenshots__/ (playwright.config.ts names the path: one set, taken on Linux in
 * Debian's Chromium with the fonts .ci/run installs); and the phone's header with a large balance at
 * 360 px. Update them after an intended change with
 *   CI=true npx playwright test tests/e2e/visual.spec.ts --update-snapshots
 * and look at every PNG before committing it.
 *
 * What keeps them deterministic: the pages are Thailand's (en-th and th-th, THB), whose banners,
 * pop-ups, promotions and payment settings no other journey publishes (they publish Malaysia's), so
 * the run's order does not change them; the member is new and holds exactly 1,234,567.89 (one
 * operator adjustment), so the balance is the same every run and as wide as a member's gets; reduced
 * motion (the banner carousel does not advance) and no animations or caret; every image on screen
 * loaded and the fonts ready; the dates of the member's own records masked. One member per language
 * and width takes every shot, so the run signs up six members, not forty-eight.
 */

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, isMobile: false },
  { name: 'desktop', viewport: { width: 1366, height: 768 }, isMobile: false },
] as const;

const LANGUAGES = [
  { language: 'en', segment: '/en-th', hideForADay: /show for 1 day/ },
  { language: 'th', segment: '/th-th', hideForADay: /ไม่ต้องแสดงอีก 1 วัน/ },
] as const;

/** Wide enough to test every header: seven digits, two separators and the decimals. */
const LARGE_BALANCE = '1234567.89';

test.beforeEach(({ page }) => countRequests(page));

/** Waits until nothing is loading: no request, no busy region, fonts ready, every image on screen decoded. */
async function settle(page: Page) {
  await networkQuiet(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // On screen both ways and inside every box that clips it: the carousel's later slides and a
    // rail's cards beyond its edge sit to the right, clipped by their strip, lazy, and never load.
    const onScreen = [...document.images].filter((img) => {
      let { left, top, right, bottom } = img.getBoundingClientRect();
      for (let el = img.parentElement; el; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = el.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, clip.left),
          Math.max(top, clip.top),
          Math.min(right, clip.right),
          Math.min(bottom, clip.bottom),
        ];
      }
      return right > left && bottom > top && bottom > 0 && top < window.innerHeight && right > 0 && left < window.innerWidth;
    });
    await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
  });
}

/** The home's announcement pop-ups, each hidden for a day the way a visitor would (its button is named in the page's language). */
async function closePopups(page: Page, hideForADay: RegExp) {
  const popup = page.getByTestId('announcement-popup');
  await networkQuiet(page);
  for (let i = 0; i < 10 && (await popup.isVisible()); i++) {
    // The next pop-up replaces the one closed; the last one may be leaving while this looks.
    await popup
      .getByRole('button', { name: hideForADay })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
  await expect(popup).toHaveCount(0);
}

for (const { language, segment, hideForADay } of LANGUAGES) {
  for (const { name, viewport, isMobile } of WIDTHS) {
    test.describe(`${language} at ${viewport.width} px`, () => {
      test.use({ viewport, isMobile, hasTouch: isMobile, reducedMotion: 'reduce' });

      test(`a member's pages (${language}, ${name})`, async ({ page }) => {
        test.setTimeout(150_000);
        const shot = (what: string) => `${what}-${language}-${name}.png`;
        // Soft: one changed page does not hide what the others show.
        const compare = async (what: string, mask: string[] = []) => {
          await settle(page);
          await expect.soft(page).toHaveScreenshot(shot(what), { mask: mask.map((m) => page.locator(m)) });
        };
        const dialog = page.getByRole('dialog');
        const compareDialog = async (what: string) => {
          await expect(dialog).toBeVisible();
          await settle(page);
          await expect.soft(dialog).toHaveScreenshot(shot(what));
        };

        const member = await registerViaApi(page, newMember(), { country: 'TH', language });
        await fund(page, member.username, LARGE_BALANCE);
        const { sameTabSlot } = await catalogue(page.request, 'THB');

        await page.goto(segment);
        await closePopups(page, hideForADay);
        await expect(page.getByTestId('balance')).toHaveText('1,234,567.89');
        await compare('home');

        await page.goto(`${segment}/slots`);
        // The whole category has loaded in the browser (the count is announced), not only the server's first page.
        await loadWholeCategory(page);
        await compare('lobby');

        await page.goto(`${segment}/slots/${encodeURIComponent(sameTabSlot.gameId)}`);
        await compare('game');

        await page.goto(`${segment}?action=deposit`);
        await compareDialog('wallet');

        await page.goto(`${segment}/transactions/adjustment`);
        await expect(page.getByRole('table')).toBeVisible();
        // Today's dates: the filter's range and the adjustment's time (the table's first column).
        await compare('transactions', ['input[type="date"]', 'tbody td:first-child']);

        await page.goto(`${segment}/promotions`);
        await compare('promotions');

        await page.goto(`${segment}/vip`);
        await compare('vip');

        await page.goto(`${segment}?action=inbox`);
        await compareDialog('inbox');

        if (isMobile) {
          // The narrowest phone: the balance keeps its currency and the header keeps its row.
          await page.goto(segment);
          await page.setViewportSize({ width: 360, height: viewport.height });
          const header = page.getByRole('banner');
          await expect(header.getByTestId('balance')).toHaveText('1,234,567.89');
          await expect(header.getByText('THB', { exact: true })).toBeVisible();
          expect(await header.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          await settle(page);
          await expect.soft(header).toHaveScreenshot(`header-${language}-360.png`);
        }
      });
    });
  }
}

test.describe('header categories between 768 and 1100 px', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  /**
   * Each category link: fully inside the nav's box, or out of sight and out of the tab order, and
   * what the row cannot show is under "More" (all of it when a member's balance takes the room).
   * Row and menu are read together and polled: the row is measured again when the icon font
   * arrives, and a check of the row alone could pass just before that moved a label into the menu.
   */
  async function linksFitOrHide(page: Page) {
    const nav = page.getByRole('banner').getByRole('navigation');
    await expect(nav).toBeVisible();
    const more = page.getByRole('banner').locator('details');
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
      const hidden = links.filter((l) => !l.visible).map((l) => l.text);
      if (hidden.length === 0) return;
      if (!(await more.evaluate((d) => (d as HTMLDetailsElement).open))) await more.locator('summary').click();
      await expect(more.locator('ul').getByRole('link')).toHaveText(hidden as string[], { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
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
