import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { providers } from '../../db/schema-catalog';
import { memberAccounts, formatMinor } from '../ledger';

export type ProviderWallet = { providerId: string; name: string; balance: string };

/** The transfer-type providers a member of this currency may move money into. */
export async function transferProviders(db: Database, currency: string) {
  return db
    .select({ providerId: providers.providerId, name: providers.name })
    .from(providers)
    .where(
      and(eq(providers.transfer, true), eq(providers.enabled, true), sql`${providers.currencies} @> ${JSON.stringify([currency])}::jsonb`),
    )
    .orderBy(asc(providers.priority), asc(providers.providerId));
}

/**
 * Every transfer-type provider's wallet of the member (0 where they never transferred), plus any
 * wallet still holding money whose provider has since been switched off: money never drops out
 * of sight.
 */
export async function providerWallets(db: Database, member: { id: number; currency: string }, decimals: number): Promise<ProviderWallet[]> {
  const [offered, accounts] = await Promise.all([transferProviders(db, member.currency), memberAccounts(db, member.id, 'member_provider')]);
  const held = new Map(accounts.filter((a) => a.currency === member.currency && a.providerId).map((a) => [a.providerId!, a.balance]));
  const wallets = offered.map((p) => ({
    providerId: p.providerId,
    name: p.name,
    balance: formatMinor(held.get(p.providerId) ?? 0n, decimals),
  }));
  for (const [providerId, balance] of held) {
    if (balance > 0n && !offered.some((p) => p.providerId === providerId)) {
      wallets.push({ providerId, name: await providerName(db, providerId), balance: formatMinor(balance, decimals) });
    }
  }
  return wallets;
}

async function providerName(db: Database, providerId: string): Promise<string> {
  const [row] = await db.select({ name: providers.name }).from(providers).where(eq(providers.providerId, providerId)).limit(1);
  return row?.name ?? providerId;
}
