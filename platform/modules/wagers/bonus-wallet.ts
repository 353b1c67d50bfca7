import type { Database } from '../../db/connection';
import type { Fragment } from '../ledger';

/**
 * The seam through which a member's bonus takes part in play. The promotions module implements it
 * and platform/app.ts hands it to createWagers; without one every stake is cash, as before.
 *
 * With an active bonus a stake on the main wallet takes cash first, then bonus money, decided inside
 * the bet's transaction from the locked balances (bonus-money.ts splitStake); the round
 * remembers the bonus share, so its win (or a refund) goes back in the same proportion — to the
 * bonus while it is still active, to house_bonuses once it has ended. A stake above the bonus's
 * maximum bet is refused before any money moves.
 */
export type ActiveBonus = { bonusId: number; maxBet: bigint | null };

export type BonusWallet = {
  /**
   * Before a bet, outside its transaction: the member's active bonus, or null. A bonus whose time is
   * up is expired here first, so play never waits for the expiry timer. With no bonus this is one
   * indexed read.
   */
  activeFor(db: Database, memberId: number, now: Date): Promise<ActiveBonus | null>;
  /**
   * A boolean SQL condition: true while the member has no open bonus (none pending or active). A cash
   * bet checks it in its own statement instead of calling activeFor first (one round trip instead of
   * two); a member with an open bonus takes activeFor's path.
   */
  noOpenBonusSql(memberId: number): Fragment;
  /** Inside a settlement or refund: whether this bonus still owns its money. */
  stillActive(tx: Database, bonusId: number): Promise<boolean>;
};
