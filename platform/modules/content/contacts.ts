import { contacts } from '../../db/schema-catalog';
import { countries } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Handler, InputFor } from '../../endpoints/handler';
import type { PlatformEnv } from '../../env';
import { done, fail } from '../../endpoints/result';
import { CONTACT_CHANNELS } from '@/lib/contracts/communication';
import { safeScriptUrl } from '@/lib/contracts/script-url';

const KNOWN_KEYS = new Set<string>([
  ...CONTACT_CHANNELS,
  ...CONTACT_CHANNELS.filter((c) => c.endsWith('_url')).map((c) => `${c}_label`),
  'liveChatScript',
]);

/** Why these channels cannot be saved (as a draft or live), or null. */
export async function refuseContact(
  { countryCode, data }: InputFor<'operator/contact-save'>,
  { db, env }: { db: Database; env: PlatformEnv },
): Promise<string | null> {
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, countryCode.toUpperCase()));
  if (!country) return 'invalid_country';
  const unknown = Object.keys(data).find((key) => !KNOWN_KEYS.has(key));
  if (unknown) return `contact_unknown_channel: ${unknown}`;
  const badLink = Object.entries(data).find(([key, value]) => key.endsWith('_url') && value !== '' && !/^https:\/\/[^\s]+$/.test(value));
  if (badLink) return `contact_link_must_be_https: ${badLink[0]}`;
  // The site loads this address as a script on every page of the country: an https URL only (local
  // http outside production, for a stand-in vendor), never inline code.
  if (data.liveChatScript && !safeScriptUrl(data.liveChatScript, env.production)) return 'contact_live_chat_script_must_be_https';
  return null;
}

/** Which channels show: those with a value (labels are not channels). */
export const contactSetting = (data: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(data)
      .filter(([key]) => !key.endsWith('_label'))
      .map(([key, value]) => [key, value !== '']),
  );

/**
 * operator/contact-save: a country's contact channels. A channel shows when it has a value (the
 * `setting` flags follow the data); links and the live-chat script must be https. Run operator/catalog-publish afterwards.
 */
export const operatorContactSave: Handler<'operator/contact-save'> = async (input, ctx) => {
  const { db } = ctx;
  const refused = await refuseContact(input, ctx);
  if (refused) return fail(refused);
  const code = input.countryCode.toUpperCase();
  const { data } = input;
  const setting = contactSetting(data);
  const [before] = await db.select({ data: contacts.data }).from(contacts).where(eq(contacts.countryCode, code));
  ctx.audit({ target: `contact:${code}`, before: before?.data ?? null, after: data });
  await db
    .insert(contacts)
    .values({ countryCode: code, setting, data })
    .onConflictDoUpdate({ target: contacts.countryCode, set: { setting, data } });
  return done();
};
