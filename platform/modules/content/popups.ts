import { eq, sql } from 'drizzle-orm';
import { dashboardPopups } from '../../db/schema-catalog';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { sanitizeContent } from '../common/sanitize-html';

/** A pop-up link is a path inside the site: no scheme, no protocol-relative host. */
const SITE_PATH = /^(\/(?!\/)[^\s]*)?$/;

/**
 * operator/popup-save: an announcement pop-up for a currency (common/dashboard serves it at once).
 * Content is sanitised HTML; without an id a new pop-up is added.
 */
export const operatorPopupSave: Handler<'operator/popup-save'> = async (input, ctx) => {
  const { db } = ctx;
  if (!SITE_PATH.test(input.link)) return fail('popup_link_not_a_site_path');
  const content = Object.fromEntries(Object.entries(input.content).map(([lang, html]) => [lang, sanitizeContent(html)]));
  const values = {
    currency: input.currency.toUpperCase(),
    title: input.title,
    content,
    img: input.img,
    link: input.link,
    hidePeriod: input.hidePeriod,
    enabled: input.enabled,
  };
  if (input.id !== undefined) {
    const [before] = await db.select().from(dashboardPopups).where(eq(dashboardPopups.id, input.id));
    ctx.audit({ target: `popup:${input.id}`, before: before ?? null, after: values });
    const [row] = await db
      .update(dashboardPopups)
      .set(values)
      .where(eq(dashboardPopups.id, input.id))
      .returning({ id: dashboardPopups.id });
    return row ? ok({ id: row.id }) : fail('popup_not_found');
  }
  // The table's ids are chosen, not generated (the seed numbers its pop-ups): take the next one.
  const [row] = await db
    .insert(dashboardPopups)
    .values({ id: sql`(select coalesce(max(${dashboardPopups.id}), 0) + 1 from ${dashboardPopups})`, ...values })
    .returning({ id: dashboardPopups.id });
  ctx.audit({ target: `popup:${row!.id}`, before: null, after: values });
  return ok({ id: row!.id });
};
