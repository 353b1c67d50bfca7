import type { Banner } from '@/lib/contracts/catalog';
import type { BannerFields } from '@/lib/contracts/content';
import type { Database } from '../../db/connection';
import type { PlatformEnv } from '../../env';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { readBanners, type ContentView } from './banner-content';
import { mediaUrl } from './media';

type Env = Pick<PlatformEnv, 'catalogEnv' | 'publicStorageUrl'>;

/** A banner in the docs/PRODUCT.md §3 shape: titles travel as a JSON string per language, like category memberDisplay. */
export function toBanner(env: Env, id: number, fields: BannerFields): Banner {
  return {
    id,
    type: fields.type,
    title: JSON.stringify(fields.title),
    img: mediaUrl(env, fields.img),
    link: fields.link,
    priority: fields.priority,
  };
}

/** The banners members of a currency see now (published ones only, unless a preview asks for drafts), in carousel order. */
export async function listBanners(db: Database, env: Env, currency: string, now: Date, view?: ContentView): Promise<Banner[]> {
  return (await readBanners(db, currency, now, view)).map(({ id, fields }) => toBanner(env, id, fields));
}

export const bannerList: Handler<'common/banner'> = async ({ currency }, { db, env, now }) => ok(await listBanners(db, env, currency, now));
