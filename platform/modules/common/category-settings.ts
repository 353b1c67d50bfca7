import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { categorySettings } from '../../db/schema';

/** Enabled categories of a currency in lobby order. memberDisplay travels as a JSON string (docs/PRODUCT.md §3). */
export const categorySettingList: Handler<'common/get-category-setting'> = async ({ currency }, { db }) => {
  const rows = await db
    .select()
    .from(categorySettings)
    .where(and(eq(categorySettings.currency, currency.toUpperCase()), eq(categorySettings.enabled, true)))
    .orderBy(asc(categorySettings.priority), asc(categorySettings.type));
  return ok(
    rows.map((row) => ({
      type: row.type,
      memberDisplay: JSON.stringify(row.memberDisplay),
      img: row.img,
      priority: row.priority,
    })),
  );
};
