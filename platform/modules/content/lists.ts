import { asc, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import { helpTopicSchema } from '@/lib/contracts/communication';
import { countries, siteConfig } from '../../db/schema';
import { contacts, dashboardPopups } from '../../db/schema-catalog';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { readConfigValues, readTermsSetting } from '../common';

/** The console's reads of operator content: small lists (tens of rows), answered whole. */

export const operatorPopupList: Handler<'operator/popup-list'> = async (_input, { db }) => {
  const rows = await db.select().from(dashboardPopups).orderBy(asc(dashboardPopups.currency), asc(dashboardPopups.id));
  return ok(rows);
};

export const operatorHelpTopicList: Handler<'operator/help-topic-list'> = async (_input, { db }) => {
  const values = await readConfigValues(db, ['helpTopics']);
  return ok(z.array(helpTopicSchema).catch([]).parse(values.helpTopics));
};

/** Every enabled country with its channels (an empty object when none were saved). */
export const operatorContactList: Handler<'operator/contact-list'> = async (_input, { db }) => {
  const rows = await db
    .select({
      code: countries.code,
      name: countries.name,
      currency: countries.currency,
      languages: countries.languages,
      data: contacts.data,
    })
    .from(countries)
    .leftJoin(contacts, eq(contacts.countryCode, countries.code))
    .where(eq(countries.enabled, true))
    .orderBy(asc(countries.sort), asc(countries.code));
  return ok(
    rows.map((r) => ({
      countryCode: r.code,
      country: r.name,
      currency: r.currency,
      languages: r.languages.map((l) => l.code),
      data: r.data ?? {},
    })),
  );
};

/** The shared terms setting and each currency's effective one (`own`: the currency overrides the shared one). */
export const operatorTermsList: Handler<'operator/terms-list'> = async (_input, { db }) => {
  const [currencyRows, overrides] = await Promise.all([
    db.selectDistinct({ currency: countries.currency }).from(countries).where(eq(countries.enabled, true)).orderBy(asc(countries.currency)),
    db.select({ key: siteConfig.key }).from(siteConfig).where(like(siteConfig.key, 'tac:%')),
  ]);
  const own = new Set(overrides.map((o) => o.key.slice(4)));
  const values = await readConfigValues(db, ['tac']);
  const shared = z.object({ version: z.string(), expiryDays: z.number().int() }).parse(values.tac);
  const currencies = await Promise.all(
    currencyRows.map(async ({ currency }) => ({ currency, ...(await readTermsSetting(db, currency)), own: own.has(currency) })),
  );
  return ok({ shared, currencies });
};
