import type { BrowserContextOptions, Page } from '@playwright/test';

/** A mid-range phone on a slow line: the profile the site's speed budgets are read on (bench/phone.ts). */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
  userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
} satisfies BrowserContextOptions;

export const PHONE_THROTTLING = { cpuRate: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750 } as const;

/** Real throttling through the DevTools protocol: the CPU slowed, every request delayed and its bytes paced. */
export async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_THROTTLING.latencyMs,
    downloadThroughput: (PHONE_THROTTLING.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_THROTTLING.uploadKbps * 1000) / 8,
  });
}

/** Records the page's first contentful paint on window.__firstPaint, from the first document on. */
export async function recordFirstPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') (window as unknown as { __firstPaint: number }).__firstPaint = entry.startTime;
      }
    }).observe({ type: 'paint', buffered: true });
  });
}

/** Waits for the first contentful paint, then `afterMs` more: when a member who sees the page taps. */
export async function atFirstPaint(page: Page, afterMs: number): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __firstPaint?: number }).__firstPaint, undefined, {
    polling: 10,
  });
  const paint = (await handle.jsonValue()) as number;
  const now = await page.evaluate(() => performance.now());
  if (now < paint + afterMs) await page.waitForTimeout(paint + afterMs - now);
  return paint;
}
