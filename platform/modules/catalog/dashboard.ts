import { and, asc, eq } from 'drizzle-orm';
import type { Dashboard } from '@/lib/contracts/catalog';
import type { Database } from '../../db/connection';
import { categorySettings } from '../../db/schema';
import { dashboardPopups } from '../../db/schema-catalog';
import type { PlatformEnv } from '../../env';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { mediaUrl } from './media';

/** The channels a member may choose for a password reset (the site shows one button per entry). */
const FORGOT_PASSWORD_METHODS = ['email', 'sms'];

type PopupFields = Pick<typeof dashboardPopups.$inferSelect, 'id' | 'title' | 'content' | 'img' | 'link' | 'hidePeriod'>;

/** A pop-up as the home page gets it: title and content as JSON strings per language. */
export function toPopupEntry(env: PlatformEnv, p: PopupFields): Dashboard['popupList'][number] {
  return {
    id: p.id,
    data: { title: JSON.stringify(p.title), content: JSON.stringify(p.content), img: mediaUrl(env, p.img), link: p.link },
    period: { hide_period: p.hidePeriod },
  };
}

/**
 * docs/PRODUCT.md §3 Dashboard for the home page: the announcement popups of the currency (title and
 * content as JSON strings per language, hidden for hide_period days once dismissed), the
 * password-reset channels, and the categories whose recommended rows the home page shows.
 * `device` does not change the answer: every popup suits every device.
 */
export async function buildDashboard(db: Database, env: PlatformEnv, currency: string): Promise<Dashboard> {
  const code = currency.toUpperCase();
  const [popups, categories] = await Promise.all([
    db
      .select()
      .from(dashboardPopups)
      .where(and(eq(dashboardPopups.currency, code), eq(dashboardPopups.enabled, true)))
      .orderBy(asc(dashboardPopups.id)),
    db
      .select({ type: categorySettings.type })
      .from(categorySettings)
      .where(and(eq(categorySettings.currency, code), eq(categorySettings.enabled, true)))
      .orderBy(asc(categorySettings.priority), asc(categorySettings.type)),
  ]);
  return {
    popupList: popups.map((p) => toPopupEntry(env, p)),
    forgotPasswordSendMethod: [...FORGOT_PASSWORD_METHODS],
    recommendDisplayList: categories.map((c) => c.type),
  };
}

export const dashboard: Handler<'common/dashboard'> = async ({ currency }, { db, env }) => ok(await buildDashboard(db, env, currency));
