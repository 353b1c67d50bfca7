import type { PromotionText } from '@/lib/contracts/promotions';
import type { Database } from '../../db/connection';

/** A bonus was granted to a member (inside the transaction that moved its money). */
export type BonusGranted = {
  memberId: number;
  bonusId: number;
  promotionId: number;
  currency: string;
  amount: bigint;
  /** the promotion's texts per language, for a notice in the member's language */
  texts: Record<string, PromotionText>;
  at: Date;
};

/** Writes through `tx` only, like a bet-settled hook: its rows commit exactly when the grant does. */
export type BonusGrantedListener = (tx: Database, event: BonusGranted) => Promise<void>;

/**
 * The seam other modules use to hear of grants (the inbox drops a promotions_events message)
 * without promotions knowing them. platform/app.ts registers the listeners at start-up; a Set, so
 * several platforms in one process (tests) registering the same stateless listener add it once.
 */
const listeners = new Set<BonusGrantedListener>();

export function onBonusGranted(listener: BonusGrantedListener): void {
  listeners.add(listener);
}

export async function announceGrant(tx: Database, event: BonusGranted): Promise<void> {
  for (const listener of listeners) await listener(tx, event);
}
