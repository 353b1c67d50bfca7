import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { Database } from '../../db/connection';
import { findProviderWallet } from '../catalog';
import { memberMain, memberProvider, type AccountRef } from '../ledger';
import { findMemberById } from '../members';
import type { BalanceCall, WagerOutcome, WagerWallet } from './calls';
import { refused } from './outcomes';
import { PROVIDER_TTL_MS, referenceCache } from './reference-cache';

const memberCurrencies = referenceCache<{ id: number; currency: string }>(Number.POSITIVE_INFINITY);
const providerWallets = referenceCache<{ providerId: string; transfer: boolean; enabled: boolean }>(PROVIDER_TTL_MS);

/** The member's wallet a call plays against, and the scale of its money. */
export type Target = { memberId: number; wallet: AccountRef; walletKind: WagerWallet; decimals: number };

/**
 * The member and the wallet this provider plays against: main, or their provider wallet for
 * transfer-type providers. Both lookups are cached (reference-cache.ts): a busy member's calls
 * reach the database only for their money. `settling` (a win or a rollback) reaches a provider an
 * operator switched off: what a round owes is always paid; only bets and balances are refused.
 */
export async function resolveTarget(
  db: Database,
  call: BalanceCall,
  settling = false,
): Promise<Target | Extract<WagerOutcome, { ok: false }>> {
  const member = await memberCurrencies(db, call.memberId, async () => {
    const found = await findMemberById(db, call.memberId);
    return found && { id: found.id, currency: found.currency };
  });
  if (!member) return refused('member_not_found');
  if (member.currency !== call.currency) return refused('currency_mismatch');
  const provider = await providerWallets(db, call.providerId, () => findProviderWallet(db, call.providerId));
  if (!provider || (!provider.enabled && !settling)) return refused('provider_not_found');
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
