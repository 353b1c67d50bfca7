import type { Database } from '../../db/connection';
import { balanceOf, memberMain, memberProvider, type MemberAccountKind } from './accounts';

/**
 * A member's balance in minor units: the main wallet by default, or one transfer-type
 * provider's wallet (kind 'member_provider' with its providerId).
 */
export async function getBalance(
  db: Database,
  member: { id: number; currency: string },
  kind: MemberAccountKind = 'member_main',
  providerId?: string,
): Promise<bigint> {
  if (kind === 'member_provider') {
    if (!providerId) throw new Error('getBalance: a provider wallet needs its providerId');
    return balanceOf(db, memberProvider(member.id, providerId, member.currency));
  }
  return balanceOf(db, memberMain(member.id, member.currency));
}
