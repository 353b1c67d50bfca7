import { contacts } from '../../db/schema-catalog';
import { countries } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { Handler } from '../../endpoints/handler';
import { done, fail } from '../../endpoints/result';
import { CONTACT_CHANNELS } from '@/lib/contracts/communication';
import { safeScriptUrl } from '@/lib/contracts/script-url';

const KNOWN_KEYS = new Set<string>([
  ...CONTACT_CHANNELS,
  ...CONTACT_CHANNELS.filter((c) => c.endsWith('_url')).map((c) => `${c}_label`),
  'liveChatScript',
]);

/**
 * operator/contact-save: a country's contact channels. A channel shows when it has a value (the
 * `setting` flags follow the data); links and the live-chat script must be https. Run operator/catalog-publish afterwards.
 */
export const operatorContactSave: Handler<'operator/contact-save'> = async ({ countryCode, data }, ctx) => {
  const { db, env } = ctx;
  const code = countryCode.toUpperCase();
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!country) return fail('invalid_country');
  const unknown = Object.keys(data).find((key) => !KNOWN_KEYS.has(key));
  if (unknown) return fail(`contact_unknown_channel: ${unknown}`);
  const badLink = Object.entries(data).find(([key, value]) => key.endsWith('_url') && value !== '' && !/^https:\/\/[^\s]+$/.test(value));
  if (badLink) return fail(`contact_link_must_be_https: ${badLink[0]}`);
  // The site loads this address as a script on every page of the country: an https URL only (local
  // http outside production, for a stand-in vendor), never inline code.
  if (data.liveChatScript && !safeScriptUrl(data.liveChatScript, env.production)) return fail('contact_live_chat_script_must_be_https');
  const setting = Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !key.endsWith('_label'))
      .map(([key, value]) => [key, value !== '']),
  );
  const [before] = await db.select({ data: contacts.data }).from(contacts).where(eq(contacts.countryCode, code));
  ctx.audit({ target: `contact:${code}`, before: before?.data ?? null, after: data });
  await db
    .insert(contacts)
    .values({ countryCode: code, setting, data })
    .onConflictDoUpdate({ target: contacts.countryCode, set: { setting, data } });
  return done();
};
