import { asc, eq, ne } from 'drizzle-orm';
import type { Maintenance } from '@/lib/contracts/catalog';
import type { Database } from '../../db/connection';
import { categorySettings, countries, type CountryLanguage } from '../../db/schema';
import {
  banners,
  contacts,
  dashboardPopups,
  games,
  providers,
  seoFooter,
  seoMeta,
  seoScript,
  type PerLanguage,
} from '../../db/schema-catalog';
import { promotions } from '../../db/schema-promotions';
import { vipTiers } from '../../db/schema-loyalty';
import { readGeneralInfoSource, type GeneralInfoSource } from './general-info';
import { listMaintenance } from './maintenance';
import { readPublishedBanners } from './banner-content';

/**
 * Everything the published files are made of, read in one go. The publisher derives every file
 * from this in memory (3,000 games × 5 currencies is a few milliseconds of work), which is
 * cheaper than a query per file and lets one hash cover the whole publication.
 */
export type CatalogSnapshot = {
  countries: Array<{ code: string; currency: string; languages: CountryLanguage[] }>;
  currencies: string[];
  /** enabled categories per currency, in lobby order */
  categories: Record<string, string[]>;
  providers: Array<typeof providers.$inferSelect>;
  games: Array<typeof games.$inferSelect>;
  maintenance: Record<string, Maintenance>;
  contacts: Array<typeof contacts.$inferSelect>;
  /** published banners (their published fields), in carousel order */
  banners: Array<typeof banners.$inferSelect>;
  seoMeta: Array<typeof seoMeta.$inferSelect>;
  seoFooter: Array<typeof seoFooter.$inferSelect>;
  seoScript: { head: string; body: string };
  general: GeneralInfoSource;
  /** images referenced by banners, popups and promotions (generated when they are storage keys and missing) */
  artwork: Array<{ img: string; kind: 'banner' | 'popup' | 'promotion' | 'vip'; seed: string; type: string; title: PerLanguage }>;
};

export async function loadSnapshot(db: Database, now: Date): Promise<CatalogSnapshot> {
  const countryRows = await db
    .select({ code: countries.code, currency: countries.currency, languages: countries.languages })
    .from(countries)
    .where(eq(countries.enabled, true))
    .orderBy(asc(countries.sort), asc(countries.code));
  const currencies = [...new Set(countryRows.map((c) => c.currency))];

  const categoryRows = await db
    .select({ currency: categorySettings.currency, type: categorySettings.type })
    .from(categorySettings)
    .where(eq(categorySettings.enabled, true))
    .orderBy(asc(categorySettings.currency), asc(categorySettings.priority), asc(categorySettings.type));
  const categories: Record<string, string[]> = Object.fromEntries(currencies.map((c) => [c, []]));
  for (const row of categoryRows) categories[row.currency]?.push(row.type);

  const providerRows = await db.select().from(providers).where(eq(providers.enabled, true)).orderBy(asc(providers.providerId));
  const gameRows = await db.select().from(games).where(eq(games.enabled, true)).orderBy(asc(games.gameId));

  const maintenance: Record<string, Maintenance> = {};
  for (const currency of currencies) maintenance[currency] = await listMaintenance(db, currency, now);

  const bannerRows = (await readPublishedBanners(db)).filter((b) => b.enabled);
  const popupRows = await db.select().from(dashboardPopups).where(eq(dashboardPopups.enabled, true)).orderBy(asc(dashboardPopups.id));
  const [script] = await db.select().from(seoScript).limit(1);
  const promotionRows = await db
    .select({ id: promotions.id, kind: promotions.kind, languages: promotions.languages })
    .from(promotions)
    .where(ne(promotions.state, 'draft'))
    .orderBy(asc(promotions.id));
  const tierRows = await db
    .select({ id: vipTiers.id, level: vipTiers.level, image: vipTiers.image, languages: vipTiers.languages })
    .from(vipTiers)
    .orderBy(asc(vipTiers.id));

  return {
    countries: countryRows,
    currencies,
    categories,
    providers: providerRows,
    games: gameRows,
    maintenance,
    banners: bannerRows,
    contacts: await db.select().from(contacts).orderBy(asc(contacts.countryCode)),
    seoMeta: await db.select().from(seoMeta).orderBy(asc(seoMeta.language), asc(seoMeta.routeKey)),
    seoFooter: await db.select().from(seoFooter).orderBy(asc(seoFooter.category), asc(seoFooter.lang)),
    seoScript: { head: script?.head ?? '', body: script?.body ?? '' },
    general: await readGeneralInfoSource(db),
    artwork: [
      ...bannerRows.map((b) => ({ img: b.img, kind: 'banner' as const, seed: `banner:${b.id}`, type: b.type, title: b.title })),
      ...popupRows.map((p) => ({ img: p.img, kind: 'popup' as const, seed: `popup:${p.id}`, type: 'home', title: p.title })),
      ...promotionArtwork(promotionRows),
      // VIP tier badges; `type` carries the level the badge shows.
      ...tierRows
        .filter((t) => t.image)
        .map((t) => ({
          img: t.image,
          kind: 'vip' as const,
          seed: `vip:${t.image}`,
          type: String(t.level),
          title: Object.fromEntries(Object.entries(t.languages).map(([language, text]) => [language, text.name])),
        })),
    ],
  };
}

/** One image per distinct key a promotion's languages name, titled in every language that uses it. */
function promotionArtwork(rows: Array<Pick<typeof promotions.$inferSelect, 'id' | 'kind' | 'languages'>>): CatalogSnapshot['artwork'] {
  const byImage = new Map<string, CatalogSnapshot['artwork'][number]>();
  for (const row of rows) {
    for (const [language, text] of Object.entries(row.languages)) {
      if (!text.image) continue;
      const art = byImage.get(text.image) ?? {
        img: text.image,
        kind: 'promotion',
        seed: `promotion:${row.id}`,
        // the promotion's kind chooses its motif (a gift for a welcome, coins for a deposit match)
        type: row.kind,
        title: {},
      };
      art.title[language] = text.title;
      byImage.set(text.image, art);
    }
  }
  return [...byImage.values()];
}
