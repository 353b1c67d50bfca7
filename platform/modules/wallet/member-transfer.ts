import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { providers } from '../../db/schema-catalog';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { balanceOf, fingerprintOf, memberMain, memberProvider, parseMinor, postEntry, decimalsFor, formatMinor } from '../ledger';
import { providerWallets, transferProviders, type ProviderWallet } from './provider-wallets';

export const MAIN_WALLET = 'main';

type TransferAnswer = { balance: string; providerWallets: ProviderWallet[] };

/**
 * wallet/transfer: an amount between the main wallet and one transfer-type provider's wallet, in
 * either direction. Same journal kinds as game/play-transfer and member/restore-balance, so the
 * transfer history shows all of them. Money may always come back from a provider, even one
 * switched off since; it may only go to one offered in the member's currency.
 */
export const transfer: Handler<'wallet/transfer'> = async ({ from, to, amount, idempotencyKey }, { db, member }) => {
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) return fail('transfer_invalid');
  const toProvider = from === MAIN_WALLET;
  const providerId = toProvider ? to : from;
  const refusal = toProvider ? await refuseInbound(db, providerId, member.currency) : await refuseOutbound(db, providerId);
  if (refusal) return fail(refusal);

  const decimals = decimalsFor(member);
  const minor = parseMinor(amount, decimals);
  if (minor === undefined || minor <= 0n) return fail('error_amount');

  const main = memberMain(member.id, member.currency);
  const wallet = memberProvider(member.id, providerId, member.currency);
  const [source, target] = toProvider ? [main, wallet] : [wallet, main];
  const result = await postEntry<TransferAnswer>(db, {
    kind: toProvider ? 'transfer_to_provider' : 'transfer_from_provider',
    idempotencyKey: `transfer:${member.id}:${idempotencyKey}`,
    fingerprint: fingerprintOf({ from, to, amount: minor }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: source, amount: -minor },
      { account: target, amount: minor },
    ],
    meta: { providerId },
    answer: async (_posted, tx) => ({
      balance: formatMinor(await balanceOf(tx, main), decimals),
      providerWallets: await providerWallets(tx, member, decimals),
    }),
  });
  return result.ok ? ok(result.answer) : fail(result.msg);
};

async function refuseInbound(db: Database, providerId: string, currency: string): Promise<string | undefined> {
  const outbound = await refuseOutbound(db, providerId);
  if (outbound) return outbound;
  // A transfer provider switched off, or not offered in this currency.
  return (await transferProviders(db, currency)).some((p) => p.providerId === providerId) ? undefined : 'provider_not_available';
}

async function refuseOutbound(db: Database, providerId: string): Promise<string | undefined> {
  const transferType = await isTransferProvider(db, providerId);
  if (transferType === undefined) return 'provider_not_found';
  return transferType ? undefined : 'not_transfer_provider';
}

/** undefined: no such provider. */
async function isTransferProvider(db: Database, providerId: string): Promise<boolean | undefined> {
  const [row] = await db.select({ transfer: providers.transfer }).from(providers).where(eq(providers.providerId, providerId)).limit(1);
  return row?.transfer;
}
