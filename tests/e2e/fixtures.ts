import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

/** How long a navigation waits for the page to hydrate before the journey goes on anyway. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * The site fetches a page's scripts only after its first screen is painted
 * (lib/paint-first-scripts.ts), so the load event `goto` waits for comes before React has
 * hydrated the page, and a click in between is lost. Every page of every context a journey opens
 * waits after goto and reload for the document's hydration mark (components/hydration-mark.tsx),
 * as a member waits for a page to answer.
 */
async function hydrated(page: Page, response: Response | null, options?: { waitUntil?: string }): Promise<Response | null> {
  const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
  if (html && options?.waitUntil !== 'commit') {
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: HYDRATION_WAIT_MS })
      .catch(() => undefined); // a page that never hydrates fails on what the journey expects of it
  }
  return response;
}

function waitingPage(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => hydrated(page, await goto(url, options), options);
  page.reload = async (options) => hydrated(page, await reload(options), options);
  return page;
}

function waitingContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => waitingPage(await newPage());
  return context;
}

export const test = base.extend<object, { browser: Browser }>({
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => waitingContext(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
