import { asc, eq } from 'drizzle-orm';
import { CURRENCY_MINOR_UNITS, minorUnitsOf } from '@/lib/contracts/currencies';
import { VERIFICATION_REFUSAL, type VerificationRefusal } from '@/lib/contracts/verification-refusal';
import type { Database } from '../../db/connection';
import { countries } from '../../db/schema';
import { verificationThresholds } from '../../db/schema-verification';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { formatMinor, parseMinor } from '../ledger';
import { verificationStatusOf } from './records';

/** The amount (minor units) above which a withdrawal in this currency needs a verified member; null: none. */
export async function thresholdFor(db: Database, currency: string): Promise<bigint | null> {
  const [row] = await db
    .select({ minor: verificationThresholds.thresholdMinor })
    .from(verificationThresholds)
    .where(eq(verificationThresholds.currency, currency))
    .limit(1);
  return row?.minor ?? null;
}

export type WithdrawalRefusal = { msg: typeof VERIFICATION_REFUSAL; output: VerificationRefusal };

/**
 * The wallet asks this before holding a withdrawal: above the member's currency threshold, only a
 * verified member may withdraw. The refusal carries the threshold and its currency for the member's
 * message.
 */
export async function withdrawalVerificationRefusal(
  db: Database,
  member: { id: number; currency: string },
  amountMinor: bigint,
): Promise<WithdrawalRefusal | null> {
  const threshold = await thresholdFor(db, member.currency);
  if (threshold === null || amountMinor <= threshold) return null;
  if ((await verificationStatusOf(db, member.id)) === 'verified') return null;
  return {
    msg: VERIFICATION_REFUSAL,
    output: { threshold: formatMinor(threshold, minorUnitsOf(member.currency)), currency: member.currency },
  };
}

/** operator/verification-thresholds: every currency a country uses, with its threshold ('' for none). */
export const operatorThresholds: Handler<'operator/verification-thresholds'> = async (_input, { db }) => {
  const [served, rows] = await Promise.all([
    db.selectDistinct({ currency: countries.currency }).from(countries).orderBy(asc(countries.currency)),
    db.select().from(verificationThresholds),
  ]);
  const set = new Map(rows.map((r) => [r.currency, r.thresholdMinor]));
  return ok(
    served.map(({ currency }) => {
      const minor = set.get(currency);
      return { currency, threshold: minor === undefined ? '' : formatMinor(minor, minorUnitsOf(currency)) };
    }),
  );
};

/** operator/verification-threshold-save: sets or ('') removes a currency's threshold; audited with before and after. */
export const operatorThresholdSave: Handler<'operator/verification-threshold-save'> = async ({ currency, threshold }, ctx) => {
  const units = CURRENCY_MINOR_UNITS[currency];
  if (units === undefined) return fail('currency_unknown');
  const [used] = await ctx.db.select({ code: countries.code }).from(countries).where(eq(countries.currency, currency)).limit(1);
  if (!used) return fail('currency_not_found');
  const before = await thresholdFor(ctx.db, currency);
  const shown = (minor: bigint | null) => (minor === null ? '' : formatMinor(minor, units));
  if (threshold === '') {
    await ctx.db.delete(verificationThresholds).where(eq(verificationThresholds.currency, currency));
  } else {
    const minor = parseMinor(threshold, units);
    if (minor === undefined) return fail('amount_too_precise_for_currency');
    if (minor <= 0n) return fail('error_amount');
    await ctx.db
      .insert(verificationThresholds)
      .values({ currency, thresholdMinor: minor, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: verificationThresholds.currency, set: { thresholdMinor: minor, updatedAt: ctx.now } });
  }
  const after = threshold === '' ? null : parseMinor(threshold, units)!;
  ctx.audit({ target: `verification threshold ${currency}`, before: { threshold: shown(before) }, after: { threshold: shown(after) } });
  return ok({ currency, threshold: shown(after) });
};
