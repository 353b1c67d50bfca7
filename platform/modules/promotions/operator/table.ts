import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Handler } from '../../../endpoints/handler';
import { ok } from '../../../endpoints/result';
import { promoCodes, promotions } from '../../../db/schema-promotions';
import { codeView, listTitle } from './view';

/**
 * operator/promotion-table: one page of the console's promotions table (currency and state
 * filters), newest first. Reserved promotions (another module's grants) are edited there, not here.
 */
export const operatorPromotionTable: Handler<'operator/promotion-table'> = async ({ currency, state, page, pageSize }, { db }) => {
  const where = and(
    isNull(promotions.reservedFor),
    currency ? eq(promotions.currency, currency.toUpperCase()) : undefined,
    state ? eq(promotions.state, state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(promotions).where(where),
  ]);
  const codes = rows.length
    ? await db
        .select()
        .from(promoCodes)
        .where(
          inArray(
            promoCodes.promotionId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(promoCodes.code))
    : [];
  return ok({
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      promotionId: row.id,
      cmsId: row.cmsId,
      kind: row.kind,
      state: row.state,
      currency: row.currency,
      title: listTitle(row),
      claimsTotal: row.claimsTotal,
      codes: codes.filter((c) => c.promotionId === row.id).map(codeView),
    })),
  });
};
