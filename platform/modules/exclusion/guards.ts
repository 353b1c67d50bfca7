import type { Database } from '../../db/connection';
import { q } from '../ledger';
import { isOnBreak } from './breaks';
import { playSessionOver } from './member-hooks';

type GuardInput = { memberId: number; now: Date };

/**
 * The exclusion's bet and deposit guard (the wagers' bet-guards seam and the wallet's deposit
 * guards, wired in platform/app.ts; the shapes match them structurally, so this module imports
 * neither): during a time-out or self-exclusion no stake and no deposit is taken, whatever game
 * token or page the call comes from; a stake is also refused once the member's session limit has
 * passed since their latest login. Answers are `errors` keys.
 */
export const exclusionGuard = {
  async check(tx: Database, { memberId, now }: GuardInput) {
    if (await isOnBreak(tx, memberId, now)) return { reason: 'on_break' };
    return undefined;
  },
};

export const exclusionBetGuard = {
  async check(tx: Database, input: GuardInput) {
    const refusal = await exclusionGuard.check(tx, input);
    if (refusal) return refusal;
    if (await playSessionOver(tx, input.memberId, input.now)) return { reason: 'session_limit_reached' };
    return undefined;
  },
  /**
   * Nothing to check for a member who never took a break and has no session limit: two indexed
   * reads in the bet's one statement. It reads no clock (a break that ended keeps its member on the
   * checked path), so it holds whatever clock the platform runs on.
   */
  idleSql: (memberId: number) =>
    q`not exists (select 1 from member_breaks where member_id = ${memberId}::int)
      and not exists (select 1 from member_play_settings where member_id = ${memberId}::int and session_limit_minutes is not null)`,
};
