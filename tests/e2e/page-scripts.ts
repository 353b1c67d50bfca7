import type { Page } from '@playwright/test';

/**
 * The chunk scripts a page fetches from now on, and whether any of them carries zod (31 KB of gzip
 * the browser should not need): zod registers the class name `ZodISODateTime` at its module's top,
 * so every chunk with zod in it names it.
 */
export function recordPageScripts(page: Page) {
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (res.url().includes('/_next/static/chunks/') && res.url().endsWith('.js')) urls.add(res.url());
  });
  return {
    count: () => urls.size,
    carryZod: async () => {
      const code = await Promise.all([...urls].map(async (url) => (await page.request.get(url)).text()));
      return code.some((script) => script.includes('ZodISODateTime'));
    },
  };
}
