import type { Database } from '../../db/connection';
import type { WagerHooks } from './hooks';

/** What every wager operation runs with: the database and the hooks registered at start-up. */
export type WagerDeps = { db: Database; hooks: WagerHooks };
