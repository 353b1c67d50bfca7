import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { BannerFields, BannerState } from '@/lib/contracts/content';
import type { Database } from '../../db/connection';
import { banners, type BannerDraft } from '../../db/schema-catalog';

/**
 * Banners as members see them ("as published") or as an operator's preview would ("with
 * drafts"). A row's columns are its published version; `draft` holds an unpublished edit; a
 * banner never published has `published` false. Every reader of banners goes through here, so a
 * preview seam only has to pass `{ drafts: true }`.
 */

type Row = typeof banners.$inferSelect;
export type ContentView = { drafts: boolean };

/** The published fields of a row (its columns). */
export function liveFields(row: Row): BannerFields {
  return {
    currency: row.currency,
    type: row.type,
    title: row.title,
    img: row.img,
    link: row.link,
    priority: row.priority,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    enabled: row.enabled,
  };
}

/** What the operator is editing: the draft when there is one, else the published fields. */
export function currentFields(row: Row): BannerFields {
  return row.draft ? { ...row.draft } : liveFields(row);
}

export function bannerState(row: Row): BannerState {
  if (!row.published) return 'draft';
  return row.draft ? 'changed' : 'published';
}

/** The columns a set of fields writes (publish copies a draft into them). */
export function columnsOf(fields: BannerFields | BannerDraft) {
  return {
    currency: fields.currency,
    type: fields.type,
    title: fields.title,
    img: fields.img,
    link: fields.link,
    priority: fields.priority,
    startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
    endsAt: fields.endsAt ? new Date(fields.endsAt) : null,
    enabled: fields.enabled,
  };
}

const showsAt = (fields: BannerFields, now: Date) =>
  fields.enabled &&
  (!fields.startsAt || Date.parse(fields.startsAt) <= now.getTime()) &&
  (!fields.endsAt || Date.parse(fields.endsAt) > now.getTime());

/**
 * The banners a member of this currency sees at `now`, in carousel order (priority, then id):
 * published, enabled, inside their window, for the currency or for every currency.
 * With `drafts`, unpublished banners and edits count as if published (the operator's preview).
 */
export async function readBanners(
  db: Database,
  currency: string,
  now: Date,
  view: ContentView = { drafts: false },
): Promise<Array<{ id: number; fields: BannerFields }>> {
  const code = currency.toUpperCase();
  if (!view.drafts) {
    const rows = await db
      .select()
      .from(banners)
      .where(
        and(
          eq(banners.published, true),
          eq(banners.enabled, true),
          or(isNull(banners.currency), eq(banners.currency, code)),
          or(isNull(banners.startsAt), lte(banners.startsAt, now)),
          or(isNull(banners.endsAt), gt(banners.endsAt, now)),
        ),
      )
      .orderBy(asc(banners.priority), asc(banners.id));
    return rows.map((row) => ({ id: row.id, fields: liveFields(row) }));
  }
  const rows = await db.select().from(banners).orderBy(asc(banners.id));
  return rows
    .map((row) => ({ id: row.id, fields: currentFields(row) }))
    .filter(({ fields }) => (fields.currency === null || fields.currency === code) && showsAt(fields, now))
    .sort((a, b) => a.fields.priority - b.fields.priority || a.id - b.id);
}

/** Every published banner (any window): what the publisher writes to the banner files. */
export async function readPublishedBanners(db: Database): Promise<Row[]> {
  return db.select().from(banners).where(eq(banners.published, true)).orderBy(asc(banners.priority), asc(banners.id));
}
