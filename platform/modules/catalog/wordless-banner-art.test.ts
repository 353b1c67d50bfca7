import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { banners } from '../../db/schema-catalog';
import { testPlatform, type TestPlatform } from '../../test-support';

/** Migration 0022: the demo's banners move to new keys for their wordless art; uploads and site paths stay. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const imgOf = async (id: number) => (await platform.db.select().from(banners).where(eq(banners.id, id)))[0]!;

it('renames the generated art of the demo banners and their drafts, and leaves uploads and site paths alone', async () => {
  const upload = 'media/banners/0b7c6a4e-2f1d-4c3b-9a8e-1d2c3b4a5f6e-spin.png';
  // What an older release left: the seed's keys, a draft naming one, an upload, a site path.
  await platform.db.update(banners).set({ img: 'media/banners/all-home.webp' }).where(eq(banners.id, 1));
  await platform.db
    .update(banners)
    .set({ img: 'media/banners/myr-slots.webp', draft: { img: 'media/banners/myr-live.svg' } as never })
    .where(eq(banners.id, 101));
  await platform.db.update(banners).set({ img: upload }).where(eq(banners.id, 102));
  await platform.db.update(banners).set({ img: '/brand/banner.svg' }).where(eq(banners.id, 103));

  const migration = readFileSync(new URL('../../db/migrations/0022_wordless_banner_art.sql', import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) await platform.db.execute(sql.raw(statement));

  expect((await imgOf(1)).img).toBe('media/banners/plain-all-home.webp');
  expect(await imgOf(101)).toMatchObject({ img: 'media/banners/plain-myr-slots.webp', draft: { img: 'media/banners/plain-myr-live.svg' } });
  expect((await imgOf(102)).img).toBe(upload);
  expect((await imgOf(103)).img).toBe('/brand/banner.svg');
  // Run twice (a second start): nothing moves again.
  for (const statement of migration.split('--> statement-breakpoint')) await platform.db.execute(sql.raw(statement));
  expect((await imgOf(1)).img).toBe('media/banners/plain-all-home.webp');
});
