import { asc, eq, inArray } from 'drizzle-orm';
import type { Handler } from '../../../endpoints/handler';
import { ok } from '../../../endpoints/result';
import { promoCodes, promotions } from '../../../db/schema-promotions';

/** operator/promotion-list: every promotion (of one currency, if asked), with its claims and codes. */
export const operatorPromotionList: Handler<'operator/promotion-list'> = async ({ currency }, { db }) => {
  const rows = await db
    .select()
    .from(promotions)
    .where(currency ? eq(promotions.currency, currency.toUpperCase()) : undefined)
    .orderBy(asc(promotions.currency), asc(promotions.sort), asc(promotions.id));
  const codes =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(promoCodes)
          .where(
            inArray(
              promoCodes.promotionId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(promoCodes.code));
  return ok(
    rows.map((row) => ({
      promotionId: row.id,
      cmsId: row.cmsId,
      kind: row.kind,
      state: row.state,
      currency: row.currency,
      title: row.languages.en?.title ?? Object.values(row.languages)[0]?.title ?? '',
      claimsTotal: row.claimsTotal,
      codes: codes
        .filter((c) => c.promotionId === row.id)
        .map((c) => ({ code: c.code, uses: c.uses, maxUses: c.maxUses, expiresAt: c.expiresAt ? c.expiresAt.toISOString() : null })),
    })),
  );
};
