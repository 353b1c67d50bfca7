import type { Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Journeys click as a member taps: as soon as a control is on screen, without waiting for React.
 * The site's primary controls are links and forms that work before hydration (docs/page-speed.md,
 * "Before the scripts run"). A journey whose next control cannot work without JavaScript (a
 * drag, a key handler) waits for the document's hydration mark (components/hydration-mark.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}
