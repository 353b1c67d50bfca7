import { test } from './fixtures';
import { signOutThenGoBack } from './signed-out-pages';

// Playwright's Chromium keeps no page in the back/forward cache, as a real one may not (memory
// pressure, a connection left open): going back loads the stored HTML from the HTTP cache as a new
// document, which shows a member until it learns otherwise.

test('signed out in this tab, going back to the page stored in the HTTP cache leaves the member-only page', async ({ page }) => {
  await signOutThenGoBack(page);
});
