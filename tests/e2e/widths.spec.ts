import { expect, test, type Page } from './fixtures';
import { loginViaApi, MEMBER_DIALOGS, MEMBER_PAGES, openDialog, openPage, VISITOR_DIALOGS, VISITOR_PAGES } from './page-tour';
import { DEMO_MY, DEMO_TH } from './support';

/**
 * The width sweep (issue 30): every page and dialog, in English and in Thai, at a small and a
 * common phone's width, a tablet's, a small laptop's, a laptop's and a desktop's. Each page is
 * loaded once (at 1366 px) and the viewport is then resized through the six widths on the same
 * page: the layout must follow a resize (the header's More menu, the chat launcher, the dialogs'
 * sheet form all do), and one load instead of six keeps the journey cheap. The server picks no
 * layout by width, so what the browser draws after a resize is what it draws after a load there.
 *
 * At each width, after the layout has settled (two animation frames; a width that fails is
 * measured once more after the drawer's and the More menu's transitions):
 * - no horizontal scroll: the document is no wider than the viewport;
 * - no clipped text: no text that is partly shown and partly cut off by a box that hides its
 *   overflow (overflow hidden or clip). Text wholly out of such a box is out of sight on purpose
 *   (a carousel's later slides, the header row's hidden categories); a scroll container's content
 *   can be scrolled to. A single line cut with an ellipsis (text-overflow: ellipsis) or lines cut
 *   by a line clamp pass only when the box, or an ancestor, gives the whole text in a title or an
 *   aria-label: a cut label nobody can read in full is a defect;
 * - no text over a drawn box's edge: a box with a border that lets its content overflow (a pill, a
 *   field) whose lines need more height than it has draws them across its border;
 * - no covered control: each visible link, button, field, summary, tab or role=button whose
 *   centre is on screen (and inside every box that clips it) is what the browser hits there
 *   (document.elementFromPoint is the control, inside it, or its label). While a modal dialog is
 *   open only its controls count: the page behind is covered by the dialog's mask on purpose.
 * Everything found is listed at once (page, width, what), not only the first failure.
 */

const WIDTHS = [
  { width: 360, height: 780 },
  { width: 390, height: 844 },
  { width: 820, height: 1180 },
  { width: 1024, height: 768 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const LANGUAGES = [
  { language: 'en', segment: 'en-my', member: DEMO_MY },
  { language: 'th', segment: 'th-th', member: DEMO_TH },
] as const;

/**
 * Defects in parts other engineers are changing right now, reported to them (issue 30): listed on
 * the test as annotations instead of failing it. Delete an entry once its owner has fixed it; a
 * finding that matches none fails the journey.
 */
const KNOWN: { owner: string; finding: RegExp; where?: RegExp }[] = [];

test.setTimeout(240_000);
test.use({ reducedMotion: 'reduce' });

type Findings = Record<string, string[]>;

/** Runs in the page: what is wrong at the current width (an empty list when nothing is). */
function measure(): string[] {
  const found: string[] = [];
  const vw = window.innerWidth;
  const vh = window.innerHeight;
  const name = (el: Element) => {
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const label = el.getAttribute('aria-label') ?? el.getAttribute('data-testid') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    return `${el.tagName.toLowerCase()}${cls}${label ? ` "${label.slice(0, 40)}"` : ''}`;
  };
  const clips = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
  const scrolls = (style: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const shown = (el: Element) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true });

  // 1. Horizontal scroll, and the outermost elements that stick out to the right.
  const root = document.documentElement;
  if (root.scrollWidth > vw) {
    const out = [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      const parent = el.parentElement?.getBoundingClientRect();
      return r.width > 0 && r.right > vw + 1 && (!parent || parent.right <= vw + 1) && shown(el);
    });
    found.push(`horizontal scroll: ${root.scrollWidth} > ${vw} (${out.slice(0, 4).map(name).join('; ')})`);
  }

  // While a modal dialog is open only it counts: the page behind is under its mask on purpose.
  const modal = document.querySelector('[aria-modal="true"]');

  // 2. Text partly cut off by a box that hides its overflow.
  const walker = document.createTreeWalker(modal ?? document.body, NodeFilter.SHOW_ELEMENT);
  const clipped = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node as HTMLElement;
    if (box.clientWidth <= 2 || box.clientHeight <= 2) continue; // visually hidden (screen-reader only) text
    if (box.scrollWidth <= box.clientWidth + 1 && box.scrollHeight <= box.clientHeight + 1) continue;
    const style = getComputedStyle(box);
    if (!clips(style) || !shown(box)) continue;
    const outer = box.getBoundingClientRect();
    const inner = {
      left: outer.left + box.clientLeft,
      top: outer.top + box.clientTop,
      right: outer.left + box.clientLeft + box.clientWidth,
      bottom: outer.top + box.clientTop + box.clientHeight,
    };
    const text = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let t = text.nextNode(); t; t = text.nextNode()) {
      if (!t.textContent?.trim() || !t.parentElement || !shown(t.parentElement)) continue;
      // a nested scroll container answers for its own text; visually hidden text (for screen readers) is not shown at all
      let nested = false;
      for (let p: HTMLElement | null = t.parentElement; p && p !== box; p = p.parentElement) {
        const own = getComputedStyle(p);
        if (scrolls(own) || (clips(own) && (p.clientWidth <= 2 || p.clientHeight <= 2))) nested = true;
      }
      if (nested) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      const partly = [...range.getClientRects()].some((r) => {
        if (r.width === 0 || r.height === 0) return false;
        const inside = r.right > inner.left && r.left < inner.right && r.bottom > inner.top && r.top < inner.bottom;
        const beyond = r.left < inner.left - 1 || r.right > inner.right + 1 || r.top < inner.top - 1 || r.bottom > inner.bottom + 1;
        return inside && beyond;
      });
      if (!partly) continue;
      const cut = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      let titled = false;
      for (let p: Element | null = t.parentElement; p && !titled; p = p.parentElement) {
        const whole = `${p.getAttribute('title') ?? ''} ${p.getAttribute('aria-label') ?? ''}`;
        titled = whole.includes(t.textContent.trim());
      }
      if (cut && titled) continue;
      if (!clipped.has(box)) found.push(`clipped text in ${name(box)}: "${t.textContent.trim().slice(0, 40)}"`);
      clipped.add(box);
      break;
    }
  }

  // 2b. Text spilling over the edge of a drawn box that lets it overflow: a pill or a bordered
  // field whose lines need more height than it has (the phone header's balance with money in a
  // game: three lines in 36 px) draws its text across its own border.
  const boxes = (modal ?? document.body).querySelectorAll('*');
  for (const el of boxes) {
    const box = el as HTMLElement;
    if (box.clientHeight <= 2 || box.scrollHeight <= box.clientHeight + 1) continue;
    const style = getComputedStyle(box);
    if (clips(style) || scrolls(style) || !shown(box)) continue;
    const bordered = ['Top', 'Bottom'].every(
      (side) =>
        parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 &&
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none',
    );
    if (!bordered) continue;
    const outer = box.getBoundingClientRect();
    const top = outer.top + box.clientTop;
    const bottom = top + box.clientHeight;
    const text = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let t = text.nextNode(); t; t = text.nextNode()) {
      if (!t.textContent?.trim() || !t.parentElement || !shown(t.parentElement)) continue;
      // text placed on its own (a badge, a tooltip) or inside a box of its own answers for itself
      let own = false;
      for (let p: HTMLElement | null = t.parentElement; p && p !== box && !own; p = p.parentElement) {
        const ps = getComputedStyle(p);
        own = ['absolute', 'fixed'].includes(ps.position) || clips(ps) || scrolls(ps) || parseFloat(ps.borderTopWidth) > 0;
      }
      if (own) continue;
      const range = document.createRange();
      range.selectNodeContents(t);
      const over = [...range.getClientRects()].some((r) => r.height > 0 && (r.top < top - 1 || r.bottom > bottom + 1));
      if (!over) continue;
      found.push(`text over the edge of ${name(box)}: "${t.textContent.trim().slice(0, 40)}"`);
      break;
    }
  }

  // 3. Controls whose centre is covered by something else.
  const controls = (modal ?? document).querySelectorAll(
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]',
  );
  for (const control of controls) {
    if (!shown(control) || getComputedStyle(control).pointerEvents === 'none' || control.closest('[inert], [aria-hidden="true"]')) continue;
    // each line of a link that wraps is a box of its own: the centre of each
    for (const r of control.getClientRects()) {
      if (r.width <= 2 || r.height <= 2) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
      // out of sight inside a box that clips it (a scrolled tab row, the header's hidden categories)
      let outOfBox = false;
      for (let p = control.parentElement; p && p !== document.body && !outOfBox; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (!clips(style) && !scrolls(style)) continue;
        const b = p.getBoundingClientRect();
        outOfBox = x < b.left || x > b.right || y < b.top || y > b.bottom;
      }
      if (outOfBox) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || hit === control || control.contains(hit)) continue;
      if (hit instanceof HTMLLabelElement && hit.control === control) continue;
      if (control instanceof HTMLInputElement && [...(control.labels ?? [])].some((l) => l.contains(hit))) continue;
      found.push(`covered ${name(control)} by ${name(hit)}`);
      break;
    }
  }
  return found;
}

/**
 * Waits two animation frames: the resize has been laid out and the observers have answered. Headless
 * Chromium now and then stops ticking frames for a while (a CI run hung here for minutes), so a
 * timer ends the wait too; the measurement reads the layout itself either way.
 */
async function settle(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
        setTimeout(done, 300);
      }),
  );
}

/** WIDTHS_SHOTS=<folder>: a screenshot of each page at 390, 820 and 1366 px there, to look at (off in CI). */
const SHOTS = process.env.WIDTHS_SHOTS;

/** Resizes the open page through the six widths and notes what is wrong at each. */
async function sweep(page: Page, label: string, found: Findings, shotPrefix = '') {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await settle(page);
    if (SHOTS && [390, 820, 1366].includes(size.width)) {
      await page.screenshot({ path: `${SHOTS}/${`${shotPrefix}${label}`.replace(/[^a-z0-9-]+/gi, '_')}-${size.width}.png` });
    }
    let problems = await page.evaluate(measure);
    const where = `${label} @${size.width}`;
    if (problems.some((finding) => !isKnown(finding, where))) {
      // a transition (the phone's drawer sliding away) or an observer may still be on its way
      await page.waitForTimeout(400);
      problems = await page.evaluate(measure);
    }
    if (problems.length > 0) found[where] = problems;
  }
  await page.setViewportSize(WIDTHS[4]);
}

/** The first link on a list page to one of its detail pages (a game's page, a promotion's). */
async function firstDetail(page: Page, list: string, pattern: RegExp): Promise<string | null> {
  await openPage(page, list);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** The home's announcement pop-ups, each hidden for a day as a visitor would (tests/e2e/visual.spec.ts). */
async function closePopups(page: Page) {
  const popup = page.getByTestId('announcement-popup');
  for (let i = 0; i < 10 && (await popup.isVisible()); i++) {
    // "Don't show for N days" when the pop-up offers it (its label has the number), else its close icon
    const hide = popup.getByRole('button').filter({ hasText: /\d/ });
    await ((await hide.count()) > 0 ? hide.first() : popup.locator('header button')).click({ timeout: 5_000 }).catch(() => undefined);
  }
}

async function tour(page: Page, segment: string, pages: string[], dialogs: string[], shots: string) {
  const found: Findings = {};
  const base = `/${segment}`;
  await openPage(page, base);
  await sweep(page, 'home with pop-ups', found, shots);
  await closePopups(page);
  const game = await firstDetail(page, `${base}/slots`, new RegExp(`^${base}/slots/[^/]+$`));
  const promotion = await firstDetail(page, `${base}/promotions`, new RegExp(`^${base}/promotions/[^/]+$`));
  expect(game, 'a game page linked from the lobby').not.toBeNull();
  expect(promotion, 'a promotion page linked from the promotions list').not.toBeNull();
  const paths = [...new Set([...pages.map((p) => `${base}${p === '/' ? '' : p}`), game!, promotion!])];
  for (const path of paths) {
    await openPage(page, path);
    await sweep(page, path, found, shots);
  }
  for (const action of dialogs) {
    await openDialog(page, segment, action);
    await sweep(page, `dialog ${action}`, found, shots);
  }
  return found;
}

function isKnown(finding: string, where: string) {
  return KNOWN.find((k) => k.finding.test(finding) && (!k.where || k.where.test(where)));
}

/** The findings no KNOWN entry names; the known ones go on the test as annotations, one per owner. */
function unknown(found: Findings): Findings {
  const left: Findings = {};
  const known = new Map<string, Set<string>>();
  for (const [where, list] of Object.entries(found)) {
    const rest = list.filter((finding) => {
      const entry = isKnown(finding, where);
      if (entry) known.set(entry.owner, (known.get(entry.owner) ?? new Set()).add(where));
      return !entry;
    });
    if (rest.length > 0) left[where] = rest;
  }
  for (const [owner, places] of known) {
    test.info().annotations.push({ type: `known defect: ${owner}`, description: [...places].join(', ') });
  }
  return left;
}

for (const { language, segment, member } of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test(`every visitor page and dialog fits at six widths (${language})`, async ({ page }) => {
      expect(unknown(await tour(page, segment, VISITOR_PAGES, VISITOR_DIALOGS, `${language}-visitor-`))).toEqual({});
    });

    test(`every member page and dialog fits at six widths (${language})`, async ({ page }) => {
      await loginViaApi(page, member);
      const found = await tour(page, segment, [...VISITOR_PAGES, ...MEMBER_PAGES], MEMBER_DIALOGS, `${language}-member-`);
      expect(unknown(found)).toEqual({});
    });
  });
}

/**
 * The phone header's balance at its fullest: the currency, the amount and the money in a game's
 * wallet on three lines in the pill (the tour's members have none in a game: the balance answer is
 * given one, to the cent, as a transfer game's wallet would make it).
 */
for (const { language, segment, member } of LANGUAGES) {
  test(`the phone header's balance with money in a game fits at 360 and 390 px (${language})`, async ({ page }) => {
    await loginViaApi(page, member);
    await page.route('**/api/member/wallet-balance', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { output?: Record<string, unknown> };
      if (body.output) body.output.inGame = [{ providerId: 'demo', balance: '12345.67', minor: 1234567 }];
      await route.fulfill({ response: answer, json: body });
    });
    await page.setViewportSize(WIDTHS[1]);
    // a lobby: the home's announcement pop-ups would be the only thing measured
    await openPage(page, `/${segment}/slots`);
    const header = page.getByRole('banner');
    await expect(header.getByTestId('in-game')).toBeVisible();
    const found: Findings = {};
    for (const size of WIDTHS.slice(0, 2)) {
      await page.setViewportSize(size);
      await settle(page);
      const problems = await page.evaluate(measure);
      if (problems.length > 0) found[`header @${size.width}`] = problems;
    }
    expect(found).toEqual({});
  });
}
