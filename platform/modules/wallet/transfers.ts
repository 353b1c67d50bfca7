import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/connection';
import { balanceOf, fingerprintOf, memberAccounts, memberMain, memberProvider, postEntry, type AccountRef } from '../ledger';

type Holder = { id: number; currency: string };

/** A whole-balance move may race a bet on the source wallet; re-reading a few times settles it. */
const MOVE_ATTEMPTS = 3;

/**
 * Moves everything `from` holds into `to`, atomically (one journal entry). Each call is its own
 * operation (fresh key): nothing from the site replays it, and a time-bucketed key would merge
 * two genuine moves. Returns the amount moved.
 */
async function moveAll(db: Database, member: Holder, kind: string, from: AccountRef, to: AccountRef): Promise<bigint> {
  for (let attempt = 1; ; attempt++) {
    const amount = await balanceOf(db, from);
    if (amount <= 0n) return 0n;
    const result = await postEntry(db, {
      kind,
      idempotencyKey: `${kind}:${randomUUID()}`,
      fingerprint: fingerprintOf({ from, to, amount }),
      currency: member.currency,
      memberId: member.id,
      lines: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
      meta: { providerId: from.providerId ?? to.providerId },
    });
    if (result.ok) return amount;
    // The source shrank between the read and the move (a bet landed): read again.
    if (result.msg !== 'insufficient_balance' || attempt >= MOVE_ATTEMPTS) throw new Error(`${kind}: ${result.msg}`);
  }
}

/** game/play-transfer: the whole main wallet into this provider's wallet. Returns the main balance after. */
export async function transferMainToProvider(db: Database, member: Holder, providerId: string): Promise<bigint> {
  const main = memberMain(member.id, member.currency);
  await moveAll(db, member, 'transfer_to_provider', main, memberProvider(member.id, providerId, member.currency));
  return balanceOf(db, main);
}

/**
 * game/play-transfer with an amount: exactly that much from main into this provider's wallet, or a
 * refusal (insufficient_balance) that moves nothing. Returns the main balance after.
 */
export async function transferAmountToProvider(
  db: Database,
  member: Holder,
  providerId: string,
  amount: bigint,
): Promise<{ ok: true; main: bigint } | { ok: false; msg: string }> {
  const main = memberMain(member.id, member.currency);
  const wallet = memberProvider(member.id, providerId, member.currency);
  const result = await postEntry(db, {
    kind: 'transfer_to_provider',
    idempotencyKey: `transfer_to_provider:${randomUUID()}`,
    fingerprint: fingerprintOf({ from: main, to: wallet, amount }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: main, amount: -amount },
      { account: wallet, amount },
    ],
    meta: { providerId },
  });
  return result.ok ? { ok: true, main: await balanceOf(db, main) } : { ok: false, msg: result.msg };
}

/** member/restore-balance: every provider wallet back into main. Returns the main balance after. */
export async function restoreProviderWallets(db: Database, member: Holder): Promise<bigint> {
  const main = memberMain(member.id, member.currency);
  const wallets = await memberAccounts(db, member.id, 'member_provider');
  for (const wallet of wallets) {
    if (wallet.balance <= 0n || wallet.currency !== member.currency || !wallet.providerId) continue;
    await moveAll(db, member, 'transfer_from_provider', memberProvider(member.id, wallet.providerId, member.currency), main);
  }
  return balanceOf(db, main);
}
