import { cacheGet, cacheSet } from '@/lib/client-cache';
import { categoryFileSchema, type Game } from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import { createStaticReader, type StaticReader } from '@/lib/static-reader';
import type { StorageLocation } from './storage-location';

/**
 * The browser's copy of a category file: loaded after hydration through a dynamic import, so
 * zod and the reader stay out of the page's first-load JavaScript. Files sit in the idb cache
 * `rts` under their version; one array per file and version per page load, so the lobby's
 * memoised search index survives moving between categories.
 */
const readers = new Map<string, StaticReader>();
const loaded = new Map<string, Promise<Game[]>>();

function readerFor(storage: StorageLocation): StaticReader {
  const id = `${storage.baseUrl}|${storage.env}`;
  let reader = readers.get(id);
  if (!reader) {
    reader = createStaticReader({ baseUrl: storage.baseUrl, env: storage.env, cache: { cacheGet, cacheSet } });
    readers.set(id, reader);
  }
  return reader;
}

export function loadCategoryGames(storage: StorageLocation, currency: string, category: string): Promise<Game[]> {
  const key = staticKeys.category(storage.env, currency, category);
  const id = `${storage.baseUrl}|${storage.version ?? '?'}|${key}`;
  let games = loaded.get(id);
  if (!games) {
    // The server's version saves a request; without one (storage was down for it) ask ourselves.
    games = readerFor(storage).read(key, categoryFileSchema, storage.version ? { version: storage.version } : {});
    loaded.set(id, games);
    // Old versions are dead weight after a publish; a handful of categories is all a visit needs.
    if (loaded.size > 12) loaded.delete(loaded.keys().next().value!);
    games.catch(() => loaded.delete(id));
  }
  return games;
}
