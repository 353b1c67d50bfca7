import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { BannerFields } from '@/lib/contracts/content';
import type { Database } from '../../db/connection';
import { countries, constants } from '../../db/schema';
import { banners } from '../../db/schema-catalog';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import type { PlatformEnv } from '../../env';
import type { ObjectStorage } from '../../storage';
import { bannerState, columnsOf, currentFields, liveFields } from './banner-content';
import { refuseImage } from './content-image';
import { mediaUrl } from './media';
import { republishCatalog } from './publish';

/**
 * The console's banner editor: list (paged, sorted, filtered on the server), save a draft, publish
 * a draft (it becomes the banner's columns, then the catalogue is republished so version.json
 * moves on). Images are uploaded through operator/image-upload (content-image.ts).
 */

type Row = typeof banners.$inferSelect;

export const operatorBannerList: Handler<'operator/banner-list'> = async (input, { db, env }) => {
  const filters: SQL[] = [];
  if (input.currency === 'ALL') filters.push(isNull(banners.currency));
  else if (input.currency) filters.push(eq(banners.currency, input.currency));
  if (input.state === 'draft') filters.push(eq(banners.published, false));
  if (input.state === 'changed') filters.push(and(eq(banners.published, true), isNotNull(banners.draft))!);
  if (input.state === 'published') filters.push(and(eq(banners.published, true), isNull(banners.draft))!);
  const where = filters.length ? and(...filters) : undefined;
  const column = { priority: banners.priority, id: banners.id, updatedAt: banners.updatedAt }[input.sortField];
  const order = input.sortOrder === 1 ? asc(column) : desc(column);

  const [rows, [total], types, currencyRows] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(where)
      .orderBy(order, asc(banners.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(banners).where(where),
    db
      .select({ value: constants.value, label: constants.label })
      .from(constants)
      .where(eq(constants.group, 'bannerType'))
      .orderBy(asc(constants.sort)),
    db.select({ currency: countries.currency, languages: countries.languages }).from(countries).where(eq(countries.enabled, true)),
  ]);
  return ok({
    items: rows.map((row) => toOperatorBanner(env, row)),
    total: total?.n ?? 0,
    types,
    currencies: [...new Set(currencyRows.map((c) => c.currency))].sort(),
    languages: [...new Set(['en', ...currencyRows.flatMap((c) => c.languages.map((l) => l.code))])],
  });
};

function toOperatorBanner(env: PlatformEnv, row: Row) {
  const fields = currentFields(row);
  return {
    id: row.id,
    state: bannerState(row),
    fields,
    live: row.published ? liveFields(row) : null,
    imgUrl: mediaUrl(env, fields.img),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** Why these fields cannot be saved, or null. The image must be an uploaded key that exists, or a path on the site. */
async function refuseFields(
  fields: BannerFields,
  { db, env, storage }: { db: Database; env: PlatformEnv; storage: ObjectStorage },
): Promise<string | null> {
  const [type] = await db
    .select({ value: constants.value })
    .from(constants)
    .where(and(eq(constants.group, 'bannerType'), eq(constants.value, fields.type)));
  if (!type) return 'banner_type_unknown';
  if (fields.currency) {
    const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.currency, fields.currency)).limit(1);
    if (!country) return 'invalid_currency';
  }
  return refuseImage(fields.img, 'banner', { env, storage });
}

/** operator/banner-save: a new banner (a draft never published) or a new draft of an existing one; members see nothing until publish. */
export const operatorBannerSave: Handler<'operator/banner-save'> = async (input, ctx) => {
  const { id, ...fields } = input;
  const refused = await refuseFields(fields, ctx);
  if (refused) return fail(refused, { httpStatus: 400 });
  const { db, now } = ctx;
  if (id === undefined) {
    // Ids are chosen, not generated (the seed numbers its banners): take the next one.
    const [row] = await db
      .insert(banners)
      .values({
        id: sql`(select coalesce(max(${banners.id}), 0) + 1 from ${banners})`,
        ...columnsOf(fields),
        published: false,
        draft: fields,
        updatedAt: now,
      })
      .returning();
    ctx.audit({ target: `banner:${row!.id}`, before: null, after: { state: 'draft', draft: fields } });
    return ok({ id: row!.id });
  }
  const [before] = await db.select().from(banners).where(eq(banners.id, id));
  if (!before) return fail('banner_not_found', { httpStatus: 404 });
  // A never-published banner keeps its columns in step with its draft (nothing reads them until publish).
  const set = before.published ? { draft: fields, updatedAt: now } : { ...columnsOf(fields), draft: fields, updatedAt: now };
  await db.update(banners).set(set).where(eq(banners.id, id));
  ctx.audit({ target: `banner:${id}`, before: { state: bannerState(before), fields: currentFields(before) }, after: { draft: fields } });
  return ok({ id });
};

/** operator/banner-publish: the draft becomes what members see, and the catalogue is republished (version.json moves on). */
export const operatorBannerPublish: Handler<'operator/banner-publish'> = async ({ id }, ctx) => {
  const { db, env, storage, now } = ctx;
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) return fail('banner_not_found', { httpStatus: 404 });
  if (!row.draft && row.published) return fail('banner_nothing_to_publish', { httpStatus: 409 });
  const fields = currentFields(row);
  await db
    .update(banners)
    .set({ ...columnsOf(fields), published: true, draft: null, updatedAt: now })
    .where(eq(banners.id, id));
  const result = await republishCatalog(db, env, storage, { now });
  ctx.audit({ target: `banner:${id}`, before: row.published ? liveFields(row) : null, after: fields });
  return ok({ id, version: result.version, published: result.published });
};

/** operator/banner-discard: drops an unpublished edit; a banner never published is deleted. */
export const operatorBannerDiscard: Handler<'operator/banner-discard'> = async ({ id }, ctx) => {
  const [row] = await ctx.db.select().from(banners).where(eq(banners.id, id));
  if (!row) return fail('banner_not_found', { httpStatus: 404 });
  if (row.published && !row.draft) return fail('banner_no_draft', { httpStatus: 409 });
  if (row.published) await ctx.db.update(banners).set({ draft: null, updatedAt: ctx.now }).where(eq(banners.id, id));
  else await ctx.db.delete(banners).where(eq(banners.id, id));
  ctx.audit({
    target: `banner:${id}`,
    before: { state: bannerState(row), fields: currentFields(row) },
    after: row.published ? liveFields(row) : null,
  });
  return ok({ id });
};
