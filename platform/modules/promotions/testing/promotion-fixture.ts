import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BonusStatus } from '@/lib/contracts/promotions';
import type { Database } from '../../../db/connection';
import { bonuses, promotions } from '../../../db/schema-promotions';
import { operatorCall, type TestPlatform } from '../../../test-support';
import { fixture } from '../../games/testing/catalog-fixture';
import { createWagers, type Wagers } from '../../wagers';
import { promotionBonusWallet } from '../bonus-wallet';
import { promotionWagerHooks } from '../wagering-progress';

/** Helpers the promotions tests share. */

/** A published MYR promotion made through operator/promotion-save (fixed 10.00, 5×, by default). */
export async function publishedPromotion(platform: TestPlatform, terms: Record<string, unknown> = {}): Promise<number> {
  const saved = await operatorCall<{ promotionId: number }>(platform, 'operator/promotion-save', {
    kind: 'fixed',
    currency: 'MYR',
    languages: { en: { title: `Test offer ${randomUUID().slice(0, 8)}`, summary: 'A test', content: '<p>Terms</p>' } },
    amount: '10.00',
    wageringMultiplier: 5,
    expiryDays: 7,
    ...terms,
  });
  if (!saved.body.status) throw new Error(`promotion-save: ${saved.body.msg}`);
  const promotionId = saved.body.output!.promotionId;
  const published = await operatorCall(platform, 'operator/promotion-state', { promotionId, state: 'published' });
  if (!published.body.status) throw new Error(`promotion-state: ${published.body.msg}`);
  return promotionId;
}

/** The demo promotion of this CMS entry in a currency (the seed's: 1 welcome, 2 deposit match, 3 WELCOME10, 4 newcomer, 5 weekend). */
export async function seededPromotion(db: Database, cmsId: number, currency = 'MYR') {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.cmsId, cmsId), eq(promotions.currency, currency)));
  if (!row) throw new Error(`no seeded promotion ${cmsId} in ${currency}`);
  return row;
}

export async function bonusRow(db: Database, bonusId: number) {
  const [row] = await db.select().from(bonuses).where(eq(bonuses.id, bonusId));
  return row!;
}

type Caller = { call: <T = unknown>(name: string, body?: unknown) => Promise<{ body: { status: boolean; msg: string; output?: T } }> };

export async function bonusOf(member: Caller): Promise<BonusStatus> {
  const res = await member.call<BonusStatus>('promotion/bonus');
  if (!res.body.status) throw new Error(`promotion/bonus: ${res.body.msg}`);
  return res.body.output!;
}

export async function apply(member: Caller, body: Record<string, unknown>) {
  return (await member.call<BonusStatus>('promotion/apply', body)).body;
}

/** The wagers as the platform wires them: the promotions' bonus wallet and wagering hook. */
export function promotionWagers(db: Database): Wagers {
  return createWagers({ db, hooks: promotionWagerHooks, bonuses: promotionBonusWallet });
}

/** A round on the seamless test provider: its slot (slots) or its table game (table). */
export function roundOf(memberId: number, game: 'slot' | 'table' = 'slot') {
  return {
    memberId,
    providerId: fixture.seamless.providerId,
    gameId: game === 'slot' ? fixture.seamless.slot : fixture.seamless.table,
    currency: 'MYR',
    roundId: randomUUID(),
  };
}
