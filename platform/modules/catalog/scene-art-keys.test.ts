import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { banners, dashboardPopups } from '../../db/schema-catalog';
import { promotions } from '../../db/schema-promotions';
import { testPlatform, type TestPlatform } from '../../test-support';

/** Migration 0029: the demo's banner, pop-up and promotion art moves to new keys for the illustrated art; uploads and site paths stay. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

/** The migration's data statements (its column changes ran when the platform started). */
async function runRenames() {
  const migration = readFileSync(new URL('../../db/migrations/0029_game_details.sql', import.meta.url), 'utf8');
  for (const statement of migration.split('--> statement-breakpoint')) {
    const body = statement.replace(/^--.*$/gm, '').trim();
    if (body.startsWith('UPDATE')) await platform.db.execute(sql.raw(body));
  }
}

const bannerImg = async (id: number) => (await platform.db.select().from(banners).where(eq(banners.id, id)))[0]!;
const popupImg = async (id: number) => (await platform.db.select().from(dashboardPopups).where(eq(dashboardPopups.id, id)))[0]!.img;

it('renames the generated art of banners, their drafts, pop-ups and promotions, and leaves uploads and site paths alone', async () => {
  const upload = 'media/banners/0b7c6a4e-2f1d-4c3b-9a8e-1d2c3b4a5f6e-spin.png';
  const promotionUpload = 'media/promotions/0b7c6a4e-2f1d-4c3b-9a8e-1d2c3b4a5f6e-summer.webp';
  // What the release before left: the wordless art's keys, a draft naming one, an upload, a site path.
  await platform.db.update(banners).set({ img: 'media/banners/plain-all-home.webp' }).where(eq(banners.id, 1));
  await platform.db
    .update(banners)
    .set({ img: 'media/banners/plain-myr-slots.webp', draft: { img: 'media/banners/plain-myr-live.svg' } as never })
    .where(eq(banners.id, 101));
  await platform.db.update(banners).set({ img: upload }).where(eq(banners.id, 102));
  await platform.db.update(banners).set({ img: '/brand/banner.svg' }).where(eq(banners.id, 103));
  await platform.db.update(dashboardPopups).set({ img: 'media/popups/myr.webp' }).where(eq(dashboardPopups.id, 1));
  const [promotion] = await platform.db.select().from(promotions).orderBy(asc(promotions.id)).limit(1);
  const [first, ...others] = Object.keys(promotion!.languages);
  const languages = Object.fromEntries(
    Object.entries(promotion!.languages).map(([language, text]) => [
      language,
      { ...text, image: language === first ? promotionUpload : 'media/promotions/myr-deposit-match.webp' },
    ]),
  );
  await platform.db.update(promotions).set({ languages }).where(eq(promotions.id, promotion!.id));

  await runRenames();

  expect((await bannerImg(1)).img).toBe('media/banners/scene-all-home.webp');
  expect(await bannerImg(101)).toMatchObject({
    img: 'media/banners/scene-myr-slots.webp',
    draft: { img: 'media/banners/scene-myr-live.svg' },
  });
  expect((await bannerImg(102)).img).toBe(upload);
  expect((await bannerImg(103)).img).toBe('/brand/banner.svg');
  expect(await popupImg(1)).toBe('media/popups/scene-myr.webp');
  const [renamed] = await platform.db.select().from(promotions).where(eq(promotions.id, promotion!.id));
  expect(renamed!.languages[first!]!.image).toBe(promotionUpload);
  for (const language of others) expect(renamed!.languages[language]!.image).toBe('media/promotions/scene-myr-deposit-match.webp');
  // Every other field of a language's text is kept.
  expect(renamed!.languages[first!]!.title).toBe(promotion!.languages[first!]!.title);

  // Run twice (a second start): nothing moves again.
  await runRenames();
  expect((await bannerImg(1)).img).toBe('media/banners/scene-all-home.webp');
  expect(await popupImg(1)).toBe('media/popups/scene-myr.webp');
  const [again] = await platform.db.select().from(promotions).where(eq(promotions.id, promotion!.id));
  expect(again!.languages).toEqual(renamed!.languages);
});
