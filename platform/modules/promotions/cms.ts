import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { promoCmsCategories } from '../../db/schema-promotions';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

/**
 * The CMS categories (the tabs of the promotions pages) that the currency's published promotions
 * are listed in, in the operator's order, with their names per language.
 */
async function categoriesFor(db: Database, currency: string) {
  return db
    .select({ id: promoCmsCategories.id, languages: promoCmsCategories.names })
    .from(promoCmsCategories)
    .where(
      sql`${promoCmsCategories.id} in (
        select (jsonb_array_elements_text(p.cms_category_ids))::int from promotions p
        where p.currency = ${currency} and p.state = 'published')`,
    )
    .orderBy(asc(promoCmsCategories.sort), asc(promoCmsCategories.id));
}

/** promotion/cms */
export const promotionCms: Handler<'promotion/cms'> = async ({ currency }, { db }) => ok(await categoriesFor(db, currency.toUpperCase()));
