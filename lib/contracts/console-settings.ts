import { z } from 'zod';
import { amountString } from './wallet';

/**
 * The console's Settings calls: countries (with their languages and currency), each currency's
 * deposit and withdrawal limits, and the base rebate rate (a VIP tier's rate replaces it).
 */

const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'error_country_code')
  .transform((c) => c.toUpperCase());
const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'error_currency')
  .transform((c) => c.toUpperCase());

export const countryLanguageSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/, 'error_language'),
  name: z.string().trim().min(1).max(40),
});

export const countrySaveInput = z.object({
  code: countryCode,
  name: z.string().trim().min(2).max(60),
  /** Fixed once members exist in the country; a new country may name any currency the ledger knows. */
  currency,
  /** Ordered: the first is the country's default language. */
  languages: z.array(countryLanguageSchema).min(1).max(8),
  dialCode: z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, 'error_dial_code'),
  mobilenoLength: z.number().int().min(6).max(15),
  /** How many decimals amount fields accept and show; never the ledger's scale. */
  inputDecimal: z.number().int().min(0).max(4),
  enabled: z.boolean(),
  sort: z.number().int().min(0).max(999),
});

export const consoleCountrySchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  dialCode: z.string(),
  mobilenoLength: z.number().int(),
  inputDecimal: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  members: z.number().int(),
});
export type ConsoleCountry = z.infer<typeof consoleCountrySchema>;

export const walletLimitsSchema = z.object({
  minDeposit: z.string(),
  maxDeposit: z.string(),
  minWithdrawal: z.string(),
  maxWithdrawal: z.string(),
});

export const consoleCurrencySchema = z.object({
  currency: z.string(),
  /** The ledger's scale (ISO 4217 minor units). */
  minorUnits: z.number().int(),
  limits: walletLimitsSchema,
});
export type ConsoleCurrency = z.infer<typeof consoleCurrencySchema>;

export const consoleSettingsSchema = z.object({
  countries: z.array(consoleCountrySchema),
  currencies: z.array(consoleCurrencySchema),
  /** Currencies a new country may use (the ledger knows their scale). */
  knownCurrencies: z.array(z.string()),
  /** Languages the site has messages for. */
  languages: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Base rebate rate in basis points (50 = 0.50 %). */
  rebateRateBp: z.number().int(),
});

/** "0" or empty maximum: no maximum. */
export const walletLimitsSaveInput = z.object({
  currency,
  minDeposit: amountString,
  maxDeposit: amountString,
  minWithdrawal: amountString,
  maxWithdrawal: amountString,
});

export const rebateRateSaveInput = z.object({ rateBp: z.number().int().min(0).max(1000) });
