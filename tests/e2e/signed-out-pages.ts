import { expect, type Page } from './fixtures';
import { fund, registerViaApi } from './support';

export const BALANCE = '4321.09';

/** A new member with a balance nobody else has; the page's context holds their session. */
export async function fundedMember(page: Page) {
  const member = await registerViaApi(page);
  await fund(page, member.username, BALANCE);
  return member;
}

/** Signs a member out on the home page, then goes back to the account page they had open. */
export async function signOutThenGoBack(page: Page) {
  const member = await fundedMember(page);
  await page.goto('/en-my/account');
  await expect(page.getByText(member.username, { exact: true })).toBeVisible();
  await page.goto('/en-my/slots');
  await expect(page.getByTestId('balance')).toHaveText('4,321.09');
  await page.getByRole('button', { name: 'Member menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/en-my$/); // logging out goes home
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

  await page.goBack({ waitUntil: 'commit' }); // the slots page, in the same document
  await expect(page).toHaveURL(/\/en-my\/slots$/);
  await page.goBack({ waitUntil: 'commit' }); // the account page, from the browser's caches
  await expect(page.getByText(member.username, { exact: true })).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveCount(0);
  // The proxy's guard moves the visitor on to the login dialog.
  await expect(page).toHaveURL(/\/en-my\?action=login&redirect=%2Fen-my%2Faccount/);
  await expect(page.getByRole('dialog', { name: 'Log In' })).toBeVisible();
}
