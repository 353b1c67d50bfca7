import type { Database } from '../../db/connection';
import { findMemberByUsername } from '../members';
import { adjustMember } from './adjust';

/** What a demo member starts with, in their currency (no decimals, so it parses for every currency). */
export const OPENING_BALANCE = '1000';

/**
 * Credits each demo member once. The idempotency key is fixed per username, so restarts (and
 * several processes starting together) replay the first entry instead of paying again.
 */
export async function seedOpeningBalances(db: Database, usernames: readonly string[]): Promise<void> {
  for (const username of usernames) {
    const member = await findMemberByUsername(db, username);
    if (!member) continue;
    const result = await adjustMember(db, member, {
      amount: OPENING_BALANCE,
      note: 'opening balance',
      idempotencyKey: `seed-opening-${username.toLowerCase()}`,
    });
    // A conflict means an operator reused the key by hand: leave their entry alone.
    if (!result.ok && result.msg !== 'idempotency_conflict') throw new Error(`opening balance for ${username}: ${result.msg}`);
  }
}
