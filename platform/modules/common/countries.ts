import { asc, eq } from 'drizzle-orm';
import type { CountryItem } from '@/lib/contracts/common';
import type { Database } from '../../db/connection';
import { countries } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';

export type Country = typeof countries.$inferSelect;

export async function findCountry(db: Database, code: string): Promise<Country | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.code, code.trim().toUpperCase())).limit(1);
  return row;
}

/** docs/PRODUCT.md §3 country item. `languages` is built in the country's order, so its first key is the default language. */
export function toCountryItem(country: Country): CountryItem {
  return {
    country: country.name,
    countryCode: country.code,
    currency: country.currency,
    language: country.languages[0]?.code ?? 'en',
    languages: Object.fromEntries(country.languages.map((l) => [l.code, l.name])),
    mobileno_length: country.mobilenoLength,
    input_decimal: country.inputDecimal,
    dialCode: country.dialCode,
    timeZone: country.timeZone,
  };
}

export const countryList: Handler<'common/country-list'> = async (_input, { db }) => {
  const rows = await db.select().from(countries).where(eq(countries.enabled, true)).orderBy(asc(countries.sort), asc(countries.code));
  return ok(rows.map(toCountryItem));
};
