import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { operatorPromotionSaveInput, PromotionText } from '@/lib/contracts/promotions';
import type { Database } from '../../../db/connection';
import { countries } from '../../../db/schema';
import { promoCmsCategories, promotions } from '../../../db/schema-promotions';
import type { Handler } from '../../../endpoints/handler';
import { fail, ok } from '../../../endpoints/result';
import { refuseImage } from '../../catalog';
import { isUniqueViolation, parseMinor, decimalsFor } from '../../ledger';
import { sanitizeContent } from '../../common';
import { loadPromotionView } from './get';

type SaveInput = z.output<typeof operatorPromotionSaveInput>;
type Checked = { ok: true; values: typeof promotions.$inferInsert } | { ok: false; msg: string };

const LANGUAGE = /^[a-z]{2}$/;

/** Every amount in the currency's minor units; a string with more decimals than the currency has is refused, not rounded. */
function minorOf(amount: string | undefined, decimals: number): bigint | null | 'invalid' {
  if (amount === undefined) return null;
  const minor = parseMinor(amount, decimals);
  return minor === undefined ? 'invalid' : minor;
}

/** The input as a row: amounts in minor units, content sanitised, every reference checked. */
async function checkInput(db: Database, input: SaveInput): Promise<Checked> {
  const currency = input.currency.toUpperCase();
  const served = await db.select({ code: countries.code }).from(countries).where(eq(countries.currency, currency));
  if (served.length === 0) return { ok: false, msg: 'invalid_currency' };
  const countryCodes = input.countries.map((c) => c.toUpperCase());
  if (countryCodes.some((c) => !served.some((s) => s.code === c))) return { ok: false, msg: 'invalid_country' };
  if (input.cmsCategoryIds.length > 0) {
    const found = await db
      .select({ id: promoCmsCategories.id })
      .from(promoCmsCategories)
      .where(inArray(promoCmsCategories.id, input.cmsCategoryIds));
    if (found.length !== new Set(input.cmsCategoryIds).size) return { ok: false, msg: 'cms_category_not_found' };
  }
  if (Object.keys(input.languages).some((code) => !LANGUAGE.test(code))) return { ok: false, msg: 'invalid_language' };

  const decimals = decimalsFor({ currency });
  const amounts = {
    amount: minorOf(input.amount, decimals),
    matchCap: minorOf(input.matchCap, decimals),
    minDeposit: minorOf(input.minDeposit, decimals),
    maxBet: minorOf(input.maxBet, decimals),
    maxConversion: minorOf(input.maxConversion, decimals),
  };
  if (Object.values(amounts).includes('invalid')) return { ok: false, msg: 'error_amount' };
  const minor = amounts as Record<keyof typeof amounts, bigint | null>;
  if (input.kind === 'deposit_match' ? input.matchPercent === undefined : !minor.amount)
    return { ok: false, msg: 'promotion_terms_incomplete' };
  if (minor.maxBet === 0n) return { ok: false, msg: 'error_amount' };
  const startsAt = input.startsAt ? new Date(input.startsAt) : null;
  const endsAt = input.endsAt ? new Date(input.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) return { ok: false, msg: 'error_date' };

  const languages: Record<string, PromotionText> = {};
  for (const [code, text] of Object.entries(input.languages)) languages[code] = { ...text, content: sanitizeContent(text.content) };
  return {
    ok: true,
    values: {
      cmsId: input.cmsId ?? 0,
      kind: input.kind,
      currency,
      countries: countryCodes,
      cmsCategoryIds: [...new Set(input.cmsCategoryIds)],
      languages,
      ...minor,
      matchPercent: input.kind === 'deposit_match' ? (input.matchPercent ?? null) : null,
      wageringMultiplier: input.wageringMultiplier,
      wageringBase: input.wageringBase,
      wageringCapMultiple: input.wageringCapMultiple,
      contributions: input.contributions,
      otherContribution: input.otherContribution,
      expiryDays: input.expiryDays,
      startsAt,
      endsAt,
      maxClaimsPerMember: input.maxClaimsPerMember,
      maxClaimsTotal: input.maxClaimsTotal ?? null,
    },
  };
}

/**
 * operator/promotion-save: creates a promotion (as a draft; operator/promotion-state publishes it)
 * or changes one. Bonuses already claimed keep the terms they were claimed with. Without a cmsId a
 * new CMS entry number is taken; the same cmsId in several currencies is one offer in each.
 */
export const operatorPromotionSave: Handler<'operator/promotion-save'> = async (input, ctx) => {
  const { db, now } = ctx;
  const checked = await checkInput(db, input);
  if (!checked.ok) return fail(checked.msg);
  for (const text of Object.values(input.languages)) {
    const image = await refuseImage(text.image, 'promotion', ctx, { optional: true });
    if (image) return fail(image);
  }
  const { cmsId, ...values } = checked.values;
  const before = input.promotionId === undefined ? null : ((await loadPromotionView(db, input.promotionId)) ?? null);
  const audited = async (promotionId: number) => {
    ctx.audit({ target: `promotion #${promotionId}`, before, after: (await loadPromotionView(db, promotionId)) ?? null });
    return ok({ promotionId });
  };
  try {
    if (input.promotionId !== undefined) {
      const [row] = await db
        .update(promotions)
        .set({ ...values, ...(input.cmsId === undefined ? {} : { cmsId }), updatedAt: now })
        .where(eq(promotions.id, input.promotionId))
        .returning({ id: promotions.id });
      return row ? audited(row.id) : fail('promotion_not_found');
    }
    const [row] = await db
      .insert(promotions)
      .values({
        ...values,
        cmsId: input.cmsId ?? sql`(select coalesce(max(${promotions.cmsId}), 0) + 1 from ${promotions})`,
        state: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: promotions.id });
    return audited(row!.id);
  } catch (error) {
    if (isUniqueViolation(error, 'promotions_cms_id_currency_key')) return fail('promotion_cms_id_taken');
    throw error;
  }
};
