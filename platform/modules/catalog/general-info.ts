import { and, eq } from 'drizzle-orm';
import type { GeneralInfo } from '@/lib/contracts/catalog';
import type { HelpTopic } from '@/lib/contracts/communication';
import type { Database } from '../../db/connection';
import { countries } from '../../db/schema';
import type { PerLanguage } from '../../db/schema-catalog';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { readConfigValues } from '../common';

/**
 * general/general-info and {env}/{currency}/general-info.json: the same answer from one builder.
 * The texts and limits live in site_config (announcement, walletLimits) so an operator edits
 * them without a migration.
 */

export type WalletLimits = { minDeposit: string; maxDeposit: string; minWithdrawal: string; maxWithdrawal: string };
export type GeneralInfoSource = {
  siteTitle: string;
  announcement: PerLanguage;
  walletLimits: Record<string, WalletLimits>;
  helpTopics: HelpTopic[];
};

export const GENERAL_INFO_CONFIG_KEYS = ['siteTitle', 'announcement', 'walletLimits', 'helpTopics'] as const;

export async function readGeneralInfoSource(db: Database): Promise<GeneralInfoSource> {
  const values = await readConfigValues(db, [...GENERAL_INFO_CONFIG_KEYS]);
  return {
    siteTitle: typeof values.siteTitle === 'string' ? values.siteTitle : '',
    announcement: (values.announcement as PerLanguage | undefined) ?? {},
    walletLimits: (values.walletLimits as Record<string, WalletLimits> | undefined) ?? {},
    helpTopics: (values.helpTopics as HelpTopic[] | undefined) ?? [],
  };
}

/** Limits an operator has not set yet read as "0" rather than breaking the answer. */
export function buildGeneralInfo(source: GeneralInfoSource, currency: string): GeneralInfo {
  const limits = source.walletLimits[currency];
  return {
    siteName: source.siteTitle,
    currency,
    announcement: JSON.stringify(source.announcement),
    minDeposit: limits?.minDeposit ?? '0',
    maxDeposit: limits?.maxDeposit ?? '0',
    minWithdrawal: limits?.minWithdrawal ?? '0',
    maxWithdrawal: limits?.maxWithdrawal ?? '0',
    helpTopics: source.helpTopics,
  };
}

export const generalInfo: Handler<'general/general-info'> = async ({ currency }, { db }) => {
  const code = currency.toUpperCase();
  const [country] = await db
    .select({ code: countries.code })
    .from(countries)
    .where(and(eq(countries.currency, code), eq(countries.enabled, true)))
    .limit(1);
  if (!country) return fail('invalid_currency');
  return ok(buildGeneralInfo(await readGeneralInfoSource(db), code));
};
