import { eq, sql } from 'drizzle-orm';
import { dashboardPopups } from '../../db/schema-catalog';
import type { Handler, InputFor } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { refuseImage } from '../catalog';
import { sanitizeContent } from '../common';

type ImageContext = Parameters<typeof refuseImage>[2];

/** A pop-up link is a path inside the site: no scheme, no protocol-relative host. */
const SITE_PATH = /^(\/(?!\/)[^\s]*)?$/;

/** Why this pop-up cannot be saved (as a draft or live), or null: its link, then its image. */
export async function refusePopup(input: { link: string; img: string }, ctx: ImageContext): Promise<string | null> {
  if (!SITE_PATH.test(input.link)) return 'popup_link_not_a_site_path';
  return refuseImage(input.img, 'popup', ctx, { optional: true });
}

/** The row a pop-up input writes: its HTML sanitised. */
export function popupValues(input: InputFor<'operator/popup-save'>) {
  return {
    currency: input.currency.toUpperCase(),
    title: input.title,
    content: Object.fromEntries(Object.entries(input.content).map(([lang, html]) => [lang, sanitizeContent(html)])),
    img: input.img,
    link: input.link,
    hidePeriod: input.hidePeriod,
    enabled: input.enabled,
  };
}

/**
 * operator/popup-save: an announcement pop-up for a currency (common/dashboard serves it at once).
 * Content is sanitised HTML; without an id a new pop-up is added.
 */
export const operatorPopupSave: Handler<'operator/popup-save'> = async (input, ctx) => {
  const { db } = ctx;
  const refused = await refusePopup(input, ctx);
  if (refused) return fail(refused);
  const values = popupValues(input);
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
