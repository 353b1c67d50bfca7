import { inArray } from 'drizzle-orm';
import type { PromotionText } from '@/lib/contracts/promotions';
import type { Database } from '../../db/connection';
import { promotions } from '../../db/schema-promotions';
import type { PlatformEnv } from '../../env';
import { mediaUrl } from '../catalog';
import type { PromotionRow } from './rows';

/** A promotion as promotion/info shows it, minus what changes with every claim (its claims count). */
export type Remembered = { row: PromotionRow; texts: Record<string, PromotionText> };

/**
 * A promotion's texts (six languages of HTML) and terms are most of promotion/info's weight, and
 * change only when an operator changes the promotion — which moves its revision (a trigger, on
 * any change but the claims count). So each platform keeps them in memory by (id, revision): a
 * listing reads only ids, revisions and claims counts, and fetches whole rows just for promotions
 * whose revision it has not seen. Every process stays exact, however many share the database.
 * Keyed by the database handle: one memo per platform, never shared between two in one process.
 */
const memos = new WeakMap<Database, Map<number, Remembered>>();
const MAX_ENTRIES = 20_000;

export async function rememberedPromotions(
  db: Database,
  env: Pick<PlatformEnv, 'catalogEnv' | 'publicStorageUrl'>,
  listed: ReadonlyArray<{ id: number; revision: number }>,
): Promise<Map<number, Remembered>> {
  let memo = memos.get(db);
  if (!memo || memo.size > MAX_ENTRIES) memos.set(db, (memo = new Map()));
  const stale = listed.filter((p) => memo.get(p.id)?.row.revision !== p.revision);
  if (stale.length > 0) {
    const rows = await db
      .select()
      .from(promotions)
      .where(
        inArray(
          promotions.id,
          stale.map((p) => p.id),
        ),
      );
    for (const row of rows) memo.set(row.id, { row, texts: withImageUrls(row.languages, env) });
  }
  const found = new Map<number, Remembered>();
  for (const p of listed) {
    const remembered = memo.get(p.id);
    if (remembered) found.set(p.id, remembered);
  }
  return found;
}

/** Images stored as public-storage keys become the URLs browsers open (like banners'). */
function withImageUrls(languages: Record<string, PromotionText>, env: Pick<PlatformEnv, 'catalogEnv' | 'publicStorageUrl'>) {
  const out: Record<string, PromotionText> = {};
  for (const [language, text] of Object.entries(languages)) out[language] = { ...text, image: text.image ? mediaUrl(env, text.image) : '' };
  return out;
}
