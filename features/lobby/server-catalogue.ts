import 'server-only';
import { promisify } from 'node:util';
import { gunzip as zlibGunzip } from 'node:zlib';
import { cache } from 'react';
import { categoryFileSchema, providerFileSchema, type Game, type Provider } from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import { getCatalogueVersion } from '@/lib/catalogue-version';
import { siteEnv } from '@/lib/env';
import { StaticFileError, createStaticReader, memoryStaticCache } from '@/lib/static-reader';
import type { StorageLocation } from './storage-location';

/**
 * Server components' view of the static catalogue. One reader per site process: files stay in
 * memory under their version (same array object per version, so the lobby's memoised indexes are
 * reused across requests); version.json is asked once per request.
 */
const inflate = promisify(zlibGunzip);
const reader = createStaticReader({
  baseUrl: siteEnv.STORAGE_URL,
  env: siteEnv.CATALOG_ENV,
  cache: memoryStaticCache(),
  gunzip: async (bytes) => new Uint8Array(await inflate(bytes)),
});

function logFailure(what: string, error: unknown): void {
  console.warn(`[catalogue] ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

export const getStorageLocation = cache(async (): Promise<StorageLocation> => ({
  baseUrl: siteEnv.PUBLIC_STORAGE_URL,
  env: siteEnv.CATALOG_ENV,
  version: await getCatalogueVersion(),
}));

/**
 * The file under `key` for the current version: `missing` when storage has no such file, null when
 * storage could not be read (unreachable, or a file that does not parse).
 */
async function readFile<T>(key: string, schema: { parse(v: unknown): T }, missing: T): Promise<T | null> {
  const version = await getCatalogueVersion();
  if (!version) return null;
  try {
    return await reader.read(key, schema, { version });
  } catch (error) {
    if (error instanceof StaticFileError && error.status === 404) return missing;
    logFailure(key, error);
    return null;
  }
}

/** Pages that render their empty state rather than fail: `fallback` for a missing or unreadable file. */
async function readOr<T>(key: string, schema: { parse(v: unknown): T }, fallback: T): Promise<T> {
  return (await readFile(key, schema, fallback)) ?? fallback;
}

const NO_GAMES: Game[] = [];

/**
 * A category's games for a currency: [] when the category has no file, null when storage could not
 * be read, so the lobby can say so instead of "No games".
 */
export const readCategoryGames = cache((currency: string, category: string) =>
  readFile(staticKeys.category(siteEnv.CATALOG_ENV, currency, category), categoryFileSchema, NO_GAMES),
);

/** A category's games for a currency ([] when the file is missing or unreadable). */
export const getCategoryGames = cache(
  async (currency: string, category: string) => (await readCategoryGames(currency, category)) ?? NO_GAMES,
);

/** Provider lists keyed by category. */
export const getProviderFile = cache((currency: string) =>
  readOr<Record<string, Provider[]>>(staticKeys.providers(siteEnv.CATALOG_ENV, currency), providerFileSchema, {}),
);

/** The recommended games of a currency (the file carries games, like a category file). */
export const getRecommendedGames = cache((currency: string) =>
  readOr(staticKeys.recommended(siteEnv.CATALOG_ENV, currency), categoryFileSchema, NO_GAMES),
);
