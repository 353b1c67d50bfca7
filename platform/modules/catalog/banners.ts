import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Banner } from '@/lib/contracts/catalog';
import type { Database } from '../../db/connection';
import { banners } from '../../db/schema-catalog';
import type { PlatformEnv } from '../../env';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { mediaUrl } from './media';

/** Enabled banners of a currency plus those for every currency (currency null), in priority order. */
export async function listBanners(db: Database, env: PlatformEnv, currency: string): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.enabled, true), or(isNull(banners.currency), eq(banners.currency, currency.toUpperCase()))))
    .orderBy(asc(banners.priority), asc(banners.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    // Titles travel as a JSON string per language, like category memberDisplay (docs/PRODUCT.md §3).
    title: JSON.stringify(row.title),
    img: mediaUrl(env, row.img),
    link: row.link,
    priority: row.priority,
  }));
}

export const bannerList: Handler<'common/banner'> = async ({ currency }, { db, env }) => ok(await listBanners(db, env, currency));
