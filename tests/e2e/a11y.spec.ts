import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { loginViaApi, MEMBER_DIALOGS, MEMBER_PAGES, openDialog, openPage, VISITOR_DIALOGS, VISITOR_PAGES } from './page-tour';
import { DEMO_MY } from './support';

/** axe's WCAG 2.1 A/AA rules and best practices; the result lists each violation with its nodes. */
async function violations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => ({
    id: v.id,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary}`),
  }));
}

test.setTimeout(180_000);

/** Every page and dialog is checked; the test then lists all that failed, not just the first. */
async function tour(page: Page, pages: string[], dialogs: string[]) {
  const found: Record<string, Awaited<ReturnType<typeof violations>>> = {};
  for (const path of pages) {
    await openPage(page, `/en-my${path === '/' ? '' : path}`);
    const list = await violations(page);
    if (list.length) found[`page ${path}`] = list;
  }
  for (const action of dialogs) {
    await openDialog(page, 'en-my', action);
    const list = await violations(page, '[role="dialog"]');
    if (list.length) found[`dialog ${action}`] = list;
  }
  return found;
}

test('every page and dialog a visitor sees has no axe violations', async ({ page }) => {
  expect(await tour(page, VISITOR_PAGES, VISITOR_DIALOGS)).toEqual({});
});

test('every page and dialog the demo member sees has no axe violations', async ({ page }) => {
  await loginViaApi(page, DEMO_MY);
  expect(await tour(page, [...VISITOR_PAGES, ...MEMBER_PAGES], MEMBER_DIALOGS)).toEqual({});
});

test('a Thai page has no axe violations either', async ({ page }) => {
  await openPage(page, '/th-th');
  expect(await violations(page)).toEqual([]);
});
