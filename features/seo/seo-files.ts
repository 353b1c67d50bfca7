import 'server-only';
import { cache } from 'react';
import { seoFooterSchema, seoMetaFileSchema, seoScriptSchema } from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import { getCatalogueVersion } from '@/lib/catalogue-version';
import { siteEnv } from '@/lib/env';
import { createStaticReader, memoryStaticCache } from '@/lib/static-reader';

/**
 * The published SEO files (docs/PRODUCT.md §7): meta per language, the footer texts and the
 * operator's head/body snippets. Kept in memory under the catalogue version the lobby also reads
 * (one version.json per request for both); a missing file or unreachable storage is "nothing".
 */
const reader = createStaticReader({ baseUrl: siteEnv.STORAGE_URL, env: siteEnv.CATALOG_ENV, cache: memoryStaticCache() });

async function readOr<T>(key: string, schema: { parse(v: unknown): T }, fallback: T): Promise<T> {
  const version = await getCatalogueVersion();
  if (!version) return fallback;
  try {
    return await reader.read(key, schema, { version });
  } catch (error) {
    console.warn(`[seo] ${key}: ${error instanceof Error ? error.message : String(error)}`);
    return fallback;
  }
}

export const getSeoMeta = cache((language: string) => readOr(staticKeys.seoMeta(siteEnv.CATALOG_ENV, language), seoMetaFileSchema, {}));
export const getSeoFooter = cache(() => readOr(staticKeys.seoFooter(siteEnv.CATALOG_ENV), seoFooterSchema, []));
export const getSeoScript = cache(() => readOr(staticKeys.seoScript(siteEnv.CATALOG_ENV), seoScriptSchema, { head: '', body: '' }));
