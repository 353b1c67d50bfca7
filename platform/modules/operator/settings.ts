import { asc, eq, sql } from 'drizzle-orm';
import { CURRENCY_MINOR_UNITS, minorUnitsOf } from '@/lib/contracts/currencies';
import { LANGUAGE_CODES, LANGUAGE_NAMES } from '@/lib/contracts/languages';
import type { ConsoleCountry, ConsoleCurrency } from '@/lib/contracts/console-settings';
import { countries, members, siteConfig } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { readGeneralInfoSource, type WalletLimits } from '../catalog';
import { republishCatalog } from '../catalog';
import { checkLedgerScales, parseMinor } from '../ledger';
import { baseRebateBp, REBATE_RATE_CONFIG_KEY } from '../wallet';

/** Languages the site has messages for, with the name each calls itself. */
export const SITE_LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, name: LANGUAGE_NAMES[code] }));

const NO_LIMITS: WalletLimits = { minDeposit: '0', maxDeposit: '0', minWithdrawal: '0', maxWithdrawal: '0' };

/** operator/settings: countries (with member counts), each served currency's limits, the base rebate rate. */
export const operatorSettings: Handler<'operator/settings'> = async (_input, { db }) => {
  const [rows, counts, general, rateBp] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code)),
    db
      .select({ code: members.countryCode, n: sql<number>`count(*)::int` })
      .from(members)
      .groupBy(members.countryCode),
    readGeneralInfoSource(db),
    baseRebateBp(db),
  ]);
  const memberCount = new Map(counts.map((c) => [c.code, Number(c.n)]));
  const countryViews: ConsoleCountry[] = rows.map((c) => ({
    code: c.code,
    name: c.name,
    currency: c.currency,
    languages: c.languages,
    dialCode: c.dialCode,
    mobilenoLength: c.mobilenoLength,
    inputDecimal: c.inputDecimal,
    enabled: c.enabled,
    sort: c.sort,
    members: memberCount.get(c.code) ?? 0,
  }));
  const currencies: ConsoleCurrency[] = [...new Set(rows.map((c) => c.currency))].sort().map((currency) => ({
    currency,
    minorUnits: minorUnitsOf(currency),
    limits: general.walletLimits[currency] ?? NO_LIMITS,
  }));
  return ok({
    countries: countryViews,
    currencies,
    knownCurrencies: Object.keys(CURRENCY_MINOR_UNITS).sort(),
    languages: [...SITE_LANGUAGES],
    rebateRateBp: rateBp,
  });
};

/**
 * operator/country-save: edits a country or adds one. Its currency is fixed once it has members
 * (their balances are in it); a new currency must be one the ledger knows the scale of, and is
 * recorded in the ledger's scale table before anyone can hold it.
 */
export const countrySave: Handler<'operator/country-save'> = async (input, ctx) => {
  if (CURRENCY_MINOR_UNITS[input.currency] === undefined) return fail('currency_unknown');
  const codes = input.languages.map((l) => l.code);
  if (new Set(codes).size !== codes.length) return fail('language_repeated');
  if (codes.some((code) => !SITE_LANGUAGES.some((l) => l.code === code))) return fail('language_without_messages');
  const [before] = await ctx.db.select().from(countries).where(eq(countries.code, input.code)).limit(1);
  if (before && before.currency !== input.currency) {
    const [holder] = await ctx.db.select({ id: members.id }).from(members).where(eq(members.countryCode, input.code)).limit(1);
    if (holder) return fail('currency_fixed_with_members');
  }
  const row = {
    name: input.name,
    currency: input.currency,
    languages: input.languages,
    dialCode: input.dialCode,
    mobilenoLength: input.mobilenoLength,
    inputDecimal: input.inputDecimal,
    enabled: input.enabled,
    sort: input.sort,
  };
  await ctx.db
    .insert(countries)
    .values({ code: input.code, ...row })
    .onConflictDoUpdate({ target: countries.code, set: row });
  await checkLedgerScales(ctx.db);
  ctx.audit({ target: `country ${input.code}`, before: before ?? null, after: { code: input.code, ...row } });
  // Countries and their languages are in the published files (hreflang, languages per currency).
  await republishCatalog(ctx.db, ctx.env, ctx.storage, { now: ctx.now });
  return ok(undefined);
};

/**
 * operator/wallet-limits-save: a currency's deposit and withdrawal range. Amounts must fit the
 * currency's scale; 0 as a maximum means none. The wallet dialog and the server read the same value.
 */
export const walletLimitsSave: Handler<'operator/wallet-limits-save'> = async ({ currency, ...limits }, ctx) => {
  const units = CURRENCY_MINOR_UNITS[currency];
  if (units === undefined) return fail('currency_unknown');
  const minor = Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, parseMinor(v, units)])) as Record<
    keyof WalletLimits,
    bigint | undefined
  >;
  if (Object.values(minor).some((v) => v === undefined)) return fail('amount_too_precise_for_currency');
  const exceeds = (min: bigint, max: bigint) => max > 0n && min > max;
  if (exceeds(minor.minDeposit!, minor.maxDeposit!)) return fail('deposit_minimum_above_maximum');
  if (exceeds(minor.minWithdrawal!, minor.maxWithdrawal!)) return fail('withdrawal_minimum_above_maximum');
  const general = await readGeneralInfoSource(ctx.db);
  const before = general.walletLimits[currency] ?? null;
  const next = { ...general.walletLimits, [currency]: limits };
  await ctx.db
    .insert(siteConfig)
    .values({ key: 'walletLimits', value: next })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value: next } });
  ctx.audit({ target: `wallet limits ${currency}`, before, after: limits });
  // general-info.json carries the limits.
  await republishCatalog(ctx.db, ctx.env, ctx.storage, { now: ctx.now });
  return ok(undefined);
};

/** operator/rebate-rate-save: the rebate rate for members whose VIP tier sets none. */
export const rebateRateSave: Handler<'operator/rebate-rate-save'> = async ({ rateBp }, ctx) => {
  const before = await baseRebateBp(ctx.db);
  await ctx.db
    .insert(siteConfig)
    .values({ key: REBATE_RATE_CONFIG_KEY, value: rateBp })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value: rateBp } });
  ctx.audit({ target: 'rebate rate', before: { rateBp: before }, after: { rateBp } });
  return ok(undefined);
};
