import { siteConfig } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { readConfigValues } from '../common';

/**
 * Which site title shows the chat widget in production. Kept in site_config (`liveChatSiteTitle`),
 * served to the site with general/config; '' leaves the site's LIVE_CHAT_SITE_TITLE in charge.
 */
export const LIVE_CHAT_SITE_TITLE_KEY = 'liveChatSiteTitle';

async function readSetting(db: Parameters<typeof readConfigValues>[0]) {
  const values = await readConfigValues(db, [LIVE_CHAT_SITE_TITLE_KEY]);
  const value = values[LIVE_CHAT_SITE_TITLE_KEY];
  return { liveChatSiteTitle: typeof value === 'string' ? value : '' };
}

export const operatorChatSettings: Handler<'operator/chat-settings'> = async (_input, { db }) => ok(await readSetting(db));

export const operatorChatSettingsSave: Handler<'operator/chat-settings-save'> = async ({ liveChatSiteTitle }, { db, audit }) => {
  const before = await readSetting(db);
  await db
    .insert(siteConfig)
    .values({ key: LIVE_CHAT_SITE_TITLE_KEY, value: liveChatSiteTitle })
    .onConflictDoUpdate({ target: siteConfig.key, set: { value: liveChatSiteTitle } });
  audit({ target: 'site_config:liveChatSiteTitle', before, after: { liveChatSiteTitle } });
  return ok({ liveChatSiteTitle });
};
