import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
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

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test('every page and dialog a visitor sees has no axe violations', async ({ page }) => {
  for (const path of VISITOR_PAGES) {
    await openPage(page, `/en-my${path === '/' ? '' : path}`);
    expect(await violations(page), `page ${path}`).toEqual([]);
  }
  for (const action of VISITOR_DIALOGS) {
    await openDialog(page, 'en-my', action);
    expect(await violations(page, '[role="dialog"]'), `dialog ${action}`).toEqual([]);
  }
});

test('every page and dialog the demo member sees has no axe violations', async ({ page }) => {
  await loginViaApi(page, DEMO_MY);
  for (const path of [...VISITOR_PAGES, ...MEMBER_PAGES]) {
    await openPage(page, `/en-my${path === '/' ? '' : path}`);
    expect(await violations(page), `page ${path}`).toEqual([]);
  }
  for (const action of MEMBER_DIALOGS) {
    await openDialog(page, 'en-my', action);
    expect(await violations(page, '[role="dialog"]'), `dialog ${action}`).toEqual([]);
  }
});

test('a Thai page has no axe violations either', async ({ page }) => {
  await openPage(page, '/th-th');
  expect(await violations(page)).toEqual([]);
});
