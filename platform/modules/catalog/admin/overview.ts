import { asc, sql } from 'drizzle-orm';
import type { ConsoleCategory, ConsoleProvider } from '@/lib/contracts/console-catalog';
import type { Database } from '../../../db/connection';
import { categorySettings, countries } from '../../../db/schema';
import { catalogState, providers } from '../../../db/schema-catalog';
import type { Handler } from '../../../endpoints/handler';
import { ok } from '../../../endpoints/result';
import { maintenanceUntil, openMaintenance } from './maintenance-state';

/** Games listed under each (currency, category): a provider serves a currency, its games its categories. */
async function gameCounts(db: Database): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select c.value as currency, g.type, count(*)::int as n
    from games g
    join providers p on p.provider_id = g.provider_id
    cross join lateral jsonb_array_elements_text(p.currencies) as c(value)
    group by c.value, g.type`);
  const rows = (result as unknown as { rows: Array<{ currency: string; type: string; n: number }> }).rows;
  return new Map(rows.map((r) => [`${r.currency}/${r.type}`, Number(r.n)]));
}

async function providerGameCounts(db: Database): Promise<Map<string, number>> {
  const result = await db.execute(sql`select provider_id, count(*)::int as n from games group by provider_id`);
  const rows = (result as unknown as { rows: Array<{ provider_id: string; n: number }> }).rows;
  return new Map(rows.map((r) => [r.provider_id, Number(r.n)]));
}

/**
 * operator/catalog-overview: every category of every currency (or one currency), the providers with
 * their maintenance state, and the published version — one screen's worth, small on any site.
 */
export const catalogOverview: Handler<'operator/catalog-overview'> = async ({ currency }, { db, now }) => {
  const [categoryRows, providerRows, countryRows, [state], counts, providerCounts, closed] = await Promise.all([
    db.select().from(categorySettings).orderBy(asc(categorySettings.currency), asc(categorySettings.priority), asc(categorySettings.type)),
    db.select().from(providers).orderBy(asc(providers.priority), asc(providers.providerId)),
    db.select({ currency: countries.currency, languages: countries.languages }).from(countries),
    db.select().from(catalogState).limit(1),
    gameCounts(db),
    providerGameCounts(db),
    openMaintenance(db, 'provider', now),
  ]);
  const currencies = [...new Set([...countryRows.map((c) => c.currency), ...categoryRows.map((c) => c.currency)])].sort();
  const languages = [...new Set(['en', ...countryRows.flatMap((c) => c.languages.map((l) => l.code))])];
  const categories: ConsoleCategory[] = categoryRows
    .filter((c) => !currency || c.currency === currency)
    .map((c) => ({
      currency: c.currency,
      type: c.type,
      names: c.memberDisplay,
      img: c.img,
      priority: c.priority,
      enabled: c.enabled,
      games: counts.get(`${c.currency}/${c.type}`) ?? 0,
    }));
  const providerViews: ConsoleProvider[] = providerRows
    .filter((p) => !currency || p.currencies.includes(currency))
    .map((p) => ({
      providerId: p.providerId,
      name: p.name,
      currencies: p.currencies,
      priority: p.priority,
      enabled: p.enabled,
      games: providerCounts.get(p.providerId) ?? 0,
      maintenanceUntil: maintenanceUntil(closed, p.providerId),
    }));
  return ok({
    currencies,
    languages,
    categories,
    providers: providerViews,
    version: state?.version ?? '',
    publishedAt: state ? state.publishedAt.toISOString() : null,
  });
};
