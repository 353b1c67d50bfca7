import { expect, type Page } from './fixtures';
import { DEMO_MY, DEMO_TH } from './support';

/** Pages anyone may open (after the language segment). */
export const VISITOR_PAGES = [
  '/',
  '/slots',
  '/live-casino',
  '/providers/slots',
  // a game's page: its facts and the demo button (Dragon Reel Studio is offered in every currency)
  '/slots/drs-0001',
  '/promotions',
  '/vip',
  '/referral',
  '/daily-tasks',
  '/help-center/terms',
];
/** Pages only a member sees. */
export const MEMBER_PAGES = [
  '/account',
  '/account/limits',
  '/account/take-a-break',
  '/account/security',
  '/account/verification',
  '/account/timeline',
  '/promo-center',
  '/transactions/deposit',
  '/transactions/withdrawal',
  '/transactions/bet-history',
];
/** Dialogs a visitor can open with ?action=. */
export const VISITOR_DIALOGS = ['login', 'register', 'forgot-password', 'language', 'contact-us'];
/** Dialogs a member can open with ?action=. */
export const MEMBER_DIALOGS = ['inbox', 'deposit', 'withdrawal', 'transfer', 'bank', 'language', 'contact-us'];

/** The demo member of a segment's country, when the seed has one. */
export function demoMemberFor(segment: string) {
  if (segment.endsWith('-my')) return DEMO_MY;
  if (segment.endsWith('-th')) return DEMO_TH;
  return null;
}

/** Logs in through the site's API (the page's context keeps the session cookie). */
export async function loginViaApi(page: Page, member: { username: string; password: string }) {
  const res = await page.request.post('/api/auth/login', { data: member });
  const body = (await res.json()) as { status: boolean; msg: string };
  expect(body, body.msg).toMatchObject({ status: true });
}

/** Opens a page and waits until it has settled (no request in flight, no busy region). */
export async function openPage(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), path).toBeLessThan(400);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a dialog by ?action= and waits for it to be shown and settled. */
export async function openDialog(page: Page, segment: string, action: string) {
  await page.goto(`/${segment}?action=${action}`);
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('dialog').locator('[aria-busy="true"]')).toHaveCount(0);
}
