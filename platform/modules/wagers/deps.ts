import type { Database } from '../../db/connection';
import type { BonusWallet } from './bonus-wallet';
import type { WagerHooks } from './hooks';

/**
 * What every wager operation runs with: the database, the hooks registered at start-up and,
 * when promotions run, the members' bonus wallets (none: every stake is cash).
 */
export type WagerDeps = { db: Database; hooks: WagerHooks; bonuses?: BonusWallet | undefined };
