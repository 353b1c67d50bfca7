import type { Database } from '../../db/connection';
import type { BetGuards } from './bet-guards';
import type { BonusWallet } from './bonus-wallet';
import type { WagerHooks } from './hooks';

/**
 * What every wager operation runs with: the database, the hooks registered at start-up,
 * when promotions run, the members' bonus wallets (none: every stake is cash), and the bet-time
 * guards that may refuse a stake (limits, exclusions; none: every stake is the wallet's alone).
 */
export type WagerDeps = { db: Database; hooks: WagerHooks; bonuses?: BonusWallet | undefined; guards?: BetGuards | undefined };
