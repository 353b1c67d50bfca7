import { randomUUID } from 'node:crypto';
import { operatorCall, registerMember, type TestPlatform } from '../../../test-support';
import { fixture } from '../../games/testing/catalog-fixture';
import type { BetCall } from '..';

/** A new member with 100.00 MYR in main, and their session. */
export async function fundedMember(platform: TestPlatform) {
  const { profile, username, sid } = await registerMember(platform);
  await operatorCall(platform, 'operator/adjust', { username, amount: '100.00', note: '', idempotencyKey: `fund-${randomUUID()}` });
  return { id: profile.id, currency: profile.currency, sid };
}

/** A bet on the catalogue fixture's seamless slot, in MYR, with fresh transaction and round ids. */
export function betOf(member: { id: number }, amount: bigint, extra: Partial<BetCall> = {}): BetCall {
  return {
    txId: randomUUID(),
    roundId: randomUUID(),
    memberId: member.id,
    providerId: fixture.seamless.providerId,
    gameId: fixture.seamless.slot,
    currency: 'MYR',
    amount,
    ...extra,
  };
}

/** The win of that bet's round, with a transaction id of its own. */
export const winOf = (bet: BetCall, amount: bigint) => ({ ...bet, txId: randomUUID(), amount });
