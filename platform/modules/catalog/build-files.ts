import type { z } from 'zod';
import {
  bannerFileSchema,
  categoryFileSchema,
  contactSchema,
  generalInfoSchema,
  maintenanceSchema,
  providerFileSchema,
  seoFooterSchema,
  seoMetaFileSchema,
  seoScriptSchema,
  type Game,
  type Provider,
} from '@/lib/contracts/catalog';
import { staticKeys } from '@/lib/contracts/static-files';
import type { PlatformEnv } from '../../env';
import { liveFields } from './banner-content';
import { toBanner } from './banners';
import { buildGeneralInfo } from './general-info';
import { publicUrl } from './media';
import { pickRecommended } from './recommended';
import type { CatalogSnapshot } from './snapshot';

/**
 * The static catalogue (docs/PRODUCT.md §7) as a list of files, derived purely from a snapshot. Every file
 * is validated with its contract schema here, so a broken row fails the publish instead of
 * reaching the site. version.json is not part of it: the publisher writes that last.
 */

export type StaticFile = { key: string; json: string; gzip: boolean };
type Env = Pick<PlatformEnv, 'catalogEnv' | 'publicStorageUrl'>;

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);
const byPriorityThenName = <T extends { priority: number; name: string }>(a: T, b: T) =>
  a.priority - b.priority || a.name.localeCompare(b.name, 'en');

export function buildStaticFiles(snapshot: CatalogSnapshot, env: Env): StaticFile[] {
  const e = env.catalogEnv;
  const files: StaticFile[] = [];
  const add = <S extends z.ZodType>(key: string, schema: S, value: z.input<S>, gzip = false) => {
    // parse, then serialize what was parsed: the file holds exactly the contract's shape
    files.push({ key, json: JSON.stringify(schema.parse(value)), gzip });
  };

  for (const currency of snapshot.currencies) {
    const categories = snapshot.categories[currency] ?? [];
    const offered = snapshot.providers.filter((p) => p.currencies.includes(currency));
    const providerById = new Map(offered.map((p) => [p.providerId, p]));
    const available = snapshot.games.filter((g) => providerById.has(g.providerId) && categories.includes(g.type));

    const toGame = (g: (typeof available)[number]): Game => ({
      gameId: g.gameId,
      providerId: g.providerId,
      name: g.name,
      displayName: g.displayName,
      providerDisplay: providerById.get(g.providerId)!.name,
      popular: flag(g.popular),
      new: flag(g.new),
      mobile: flag(g.mobile),
      web: flag(g.web),
      method: g.method === 0 || g.method === 1 ? g.method : null,
      img: publicUrl(env, staticKeys.thumbnail(e, g.gameId)),
      type: g.type,
      priority: g.priority,
      redirect: flag(g.redirect),
    });
    const toProvider = (p: (typeof offered)[number]): Provider => ({
      providerId: p.providerId,
      name: p.name,
      memberDisplay: JSON.stringify(p.memberDisplay),
      method: p.method === 1 ? 1 : 0,
      transfer: flag(p.transfer),
      img: publicUrl(env, staticKeys.providerLogo(e, p.providerId)),
    });

    // Every enabled category gets a file, an empty one included, so the site never meets a 404.
    const providerFile: Record<string, Provider[]> = {};
    for (const category of categories) {
      const list = available.filter((g) => g.type === category).sort(byPriorityThenName);
      add(staticKeys.category(e, currency, category), categoryFileSchema, list.map(toGame), true);
      const ids = new Set(list.map((g) => g.providerId));
      providerFile[category] = offered
        .filter((p) => ids.has(p.providerId))
        .sort(byPriorityThenName)
        .map(toProvider);
    }
    add(staticKeys.providers(e, currency), providerFileSchema, providerFile, true);

    const maintenance = snapshot.maintenance[currency] ?? { games: [], providers: [] };
    add(staticKeys.recommended(e, currency), categoryFileSchema, pickRecommended(available, categories, maintenance).map(toGame), true);
    add(staticKeys.maintenance(e, currency), maintenanceSchema, maintenance);
    add(staticKeys.generalInfo(e, currency), generalInfoSchema, buildGeneralInfo(snapshot.general, currency));
    add(
      staticKeys.banners(e, currency),
      bannerFileSchema,
      snapshot.banners
        .filter((b) => b.currency === null || b.currency === currency)
        .map((b) => ({
          ...toBanner(env, b.id, liveFields(b)),
          startsAt: b.startsAt?.toISOString() ?? null,
          endsAt: b.endsAt?.toISOString() ?? null,
        })),
    );
  }

  const contactByCountry = new Map(snapshot.contacts.map((c) => [c.countryCode, c]));
  for (const country of snapshot.countries) {
    const contact = contactByCountry.get(country.code);
    add(staticKeys.contact(e, country.code), contactSchema, { setting: contact?.setting ?? {}, data: contact?.data ?? {} });
  }

  for (const [language, entries] of seoMetaByLanguage(snapshot)) {
    add(staticKeys.seoMeta(e, language), seoMetaFileSchema, entries);
  }
  add(
    staticKeys.seoFooter(e),
    seoFooterSchema,
    snapshot.seoFooter.map(({ category, lang, content }) => ({ category, lang, content })),
  );
  add(staticKeys.seoScript(e), seoScriptSchema, snapshot.seoScript);
  return files;
}

type SeoEntry = { display: string; title: string; description: string };

/** One file per language any country offers or the table has; a route without text in a language falls back to English. */
function seoMetaByLanguage(snapshot: CatalogSnapshot): Map<string, Record<string, SeoEntry>> {
  const languages = new Set<string>(['en']);
  for (const c of snapshot.countries) for (const l of c.languages) languages.add(l.code);
  for (const row of snapshot.seoMeta) languages.add(row.language);
  const entriesOf = (language: string) =>
    Object.fromEntries(
      snapshot.seoMeta
        .filter((r) => r.language === language)
        .map((r) => [r.routeKey, { display: r.display, title: r.title, description: r.description }]),
    );
  const english = entriesOf('en');
  return new Map([...languages].sort().map((language) => [language, { ...english, ...entriesOf(language) }]));
}
