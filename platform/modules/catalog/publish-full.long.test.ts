import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { z } from 'zod';
import { categoryFileSchema } from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import { createPlatform, type Platform } from '../../app';
import { parseEnv } from '../../env';
import type { ObjectStorage } from '../../storage';
import { freshDatabase } from '../../test-support';
import { readPublishedJson } from './read-published';

// A long run (the `long` Vitest project, left out of `npm run test:quick`): two platform starts on
// the ≥ 3,000-game catalogue and every thumbnail. publish.test.ts covers publishing on the small one.
const CATEGORIES = ['slots', 'live-casino', 'fishing', 'table', 'lottery', 'sports'];
const E = 'live';

const read = <S extends z.ZodType>(storage: ObjectStorage, key: string, schema: S) =>
  readPublishedJson(storage, key).then((v) => schema.parse(v) as z.output<S>);

describe('the full catalogue', () => {
  it('publishes ≥ 3,000 games with their thumbnails at start, and nothing on the next start', async () => {
    const target = await freshDatabase();
    const storageDir = await mkdtemp(join(tmpdir(), 'catalog-full-'));
    const start = (): Promise<Platform> =>
      createPlatform({
        env: parseEnv({ NODE_ENV: 'test' }),
        databaseUrl: target.databaseUrl,
        dataDir: target.dataDir === 'memory' ? `${storageDir}/pglite` : undefined,
        storage: { directory: `${storageDir}/s3` },
        catalogSize: 'full',
      });
    try {
      const first = await start();
      try {
        expect(first.catalogPublish).toMatchObject({ published: true });
        expect(first.catalogPublish.images).toBeGreaterThan(3000);
        const lists = await Promise.all(CATEGORIES.map((c) => read(first.storage, staticKeys.category(E, 'MYR', c), categoryFileSchema)));
        expect(lists.flat().length).toBeGreaterThan(2500);
        const recommended = await read(first.storage, staticKeys.recommended(E, 'MYR'), categoryFileSchema);
        expect(recommended).toHaveLength(24);
        expect(new Set(recommended.map((g) => g.type)).size).toBe(6);
        console.info(`[catalog] full first publish: ${first.catalogPublish.ms} ms, ${first.catalogPublish.uploads} uploads`);
      } finally {
        await first.close();
      }
      const second = await start();
      try {
        expect(second.catalogPublish).toMatchObject({ published: false, uploads: 0 });
        console.info(`[catalog] full later start check: ${second.catalogPublish.ms} ms`);
      } finally {
        await second.close();
      }
    } finally {
      await target.drop();
      await rm(storageDir, { recursive: true, force: true });
    }
  }, 120_000);
});
