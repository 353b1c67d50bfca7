import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { Database } from '../../db/connection';
import { findProvider } from '../catalog/lookup';
import { memberMain, memberProvider, type AccountRef } from '../ledger';
import { findMemberById } from '../members/repository';
import type { BalanceCall, WagerOutcome, WagerWallet } from './calls';
import { refused } from './outcomes';

/** The member's wallet a call plays against, and the scale of its money. */
export type Target = { memberId: number; wallet: AccountRef; walletKind: WagerWallet; decimals: number };

/** The member and the wallet this provider plays against: main, or their provider wallet for transfer-type providers. */
export async function resolveTarget(db: Database, call: BalanceCall): Promise<Target | Extract<WagerOutcome, { ok: false }>> {
  const member = await findMemberById(db, call.memberId);
  if (!member) return refused('member_not_found');
  if (member.currency !== call.currency) return refused('currency_mismatch');
  const provider = await findProvider(db, call.providerId);
  if (!provider) return refused('provider_not_found');
  const wallet = provider.transfer
    ? memberProvider(member.id, provider.providerId, member.currency)
    : memberMain(member.id, member.currency);
  return {
    memberId: member.id,
    wallet,
    walletKind: provider.transfer ? 'member_provider' : 'member_main',
    decimals: minorUnitsOf(member.currency),
  };
}

export const isTarget = (value: Target | WagerOutcome): value is Target => 'wallet' in value;
