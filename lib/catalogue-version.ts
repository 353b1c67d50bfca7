import 'server-only';
import { cache } from 'react';
import { siteEnv } from '@/lib/env';
import { createStaticReader } from '@/lib/static-reader';

const reader = createStaticReader({ baseUrl: siteEnv.STORAGE_URL, env: siteEnv.CATALOG_ENV });

/**
 * The published catalogue's version, asked once per request (version.json), or null when storage is
 * unreachable: pages then render their empty state rather than fail. The lobby's files and the SEO
 * files are kept in memory under it. Here in lib so the SEO files (read by the layout of every page)
 * need not import the lobby, whose index brings its client parts into every page's scripts.
 */
export const getCatalogueVersion = cache(async (): Promise<string | null> => {
  try {
    return await reader.version();
  } catch (error) {
    console.warn(`[catalogue] version.json: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
});
