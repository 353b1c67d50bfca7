import type { Database } from '../../../db/connection';
import { findProvider } from '../../../modules/catalog/lookup';
import { addBetToRound, addWinToRound, removeBetFromRound } from '../../../modules/games/rounds';
import {
  balanceOf,
  findEntry,
  fingerprintOf,
  house,
  memberMain,
  memberProvider,
  postEntry,
  type AccountRef,
  type PostResult,
} from '../../../modules/ledger';
import type { Member } from '../../../modules/members/member';
import { findMemberById } from '../../../modules/members/repository';
import { decimalsFor } from '../../../modules/wallet/balance';
import type { WalletAnswer, WalletRequest } from '../protocol/wallet-messages';

/**
 * The platform's side of the seamless wallet. Every money call is idempotent by the provider's
 * txId (the journal entry's key): a replay answers the first answer and moves nothing; the same
 * txId with other values is refused. Round state is written in the same transaction as the money.
 */
export type WalletDeps = { db: Database; now: Date };

type Target = { member: Member; wallet: AccountRef; decimals: number };

// One key space for the whole demo family: its txIds are unique across the providers it serves.
const txKey = (txId: string) => `demo:tx:${txId}`;
// One refund per bet, whatever rollback txId asks for it: a second rollback is a replay.
const rollbackKey = (betTxId: string) => `demo:rollback:${betTxId}`;
/** Marks a bet cancelled before it arrived (its key taken, so the late bet is refused). */
const VOID_KIND = 'bet_void';

/** The member and the wallet this provider plays against: main, or their provider wallet for transfer-type providers. */
async function resolveTarget(db: Database, req: { memberId: number; providerId: string; currency: string }): Promise<Target | WalletAnswer> {
  const member = await findMemberById(db, req.memberId);
  if (!member) return refused('member_not_found');
  if (member.currency !== req.currency) return refused('currency_mismatch');
  const provider = await findProvider(db, req.providerId);
  if (!provider) return refused('provider_not_found');
  const wallet = provider.transfer
    ? memberProvider(member.id, provider.providerId, member.currency)
    : memberMain(member.id, member.currency);
  return { member, wallet, decimals: decimalsFor(member) };
}

export async function balance({ db }: WalletDeps, req: WalletRequest<'balance'>): Promise<WalletAnswer> {
  const target = await resolveTarget(db, req);
  if (!('member' in target)) return target;
  return { ...success(await balanceOf(db, target.wallet), req.currency), decimals: target.decimals };
}

export async function bet({ db, now }: WalletDeps, req: WalletRequest<'bet'>): Promise<WalletAnswer> {
  const target = await resolveTarget(db, req);
  if (!('member' in target)) return target;
  const amount = BigInt(req.amount);
  if (amount <= 0n) return refused('invalid_amount');

  const result = await postEntry<WalletAnswer>(db, {
    kind: 'bet',
    idempotencyKey: txKey(req.txId),
    fingerprint: fingerprintOf({ action: 'bet', ...req, txId: undefined }),
    currency: req.currency,
    memberId: req.memberId,
    lines: [
      { account: target.wallet, amount: -amount },
      { account: house('house_bets', req.currency, req.providerId), amount },
    ],
    meta: { ...req, wallet: target.wallet.kind },
    within: (tx) => addBetToRound(tx, { ...req, amount, now }),
    answer: (posted) => success(posted.balanceAfter(target.wallet), req.currency),
  });
  if (!result.ok && result.existing?.kind === VOID_KIND) return refusedWithBalance(db, target, 'bet_rolled_back');
  return settle(db, target, result);
}

export async function win({ db, now }: WalletDeps, req: WalletRequest<'win'>): Promise<WalletAnswer> {
  const target = await resolveTarget(db, req);
  if (!('member' in target)) return target;
  const amount = BigInt(req.amount);

  const result = await postEntry<WalletAnswer>(db, {
    kind: 'win',
    idempotencyKey: txKey(req.txId),
    fingerprint: fingerprintOf({ action: 'win', ...req, txId: undefined }),
    currency: req.currency,
    memberId: req.memberId,
    // A zero win moves nothing but still settles the round.
    lines: [
      { account: house('house_wins', req.currency, req.providerId), amount: -amount },
      { account: target.wallet, amount },
    ],
    meta: { ...req, wallet: target.wallet.kind },
    within: (tx) => addWinToRound(tx, { ...req, amount, now }),
    answer: async (_posted, tx) => success(await balanceOf(tx, target.wallet), req.currency),
  });
  return settle(db, target, result);
}

/**
 * Cancels a bet. A known bet is refunded once, into the wallet it came from, if its round is
 * still open. An unknown bet is refused (bet_not_found) and its txId is claimed, so that bet
 * arriving late is refused too (bet_rolled_back): the provider has already given up on it.
 */
export async function rollback({ db, now }: WalletDeps, req: WalletRequest<'rollback'>): Promise<WalletAnswer> {
  const target = await resolveTarget(db, req);
  if (!('member' in target)) return target;
  const amount = BigInt(req.amount);

  let betEntry = await findEntry(db, txKey(req.refTxId));
  if (!betEntry) {
    const voided = await postEntry<WalletAnswer>(db, {
      kind: VOID_KIND,
      idempotencyKey: txKey(req.refTxId),
      // Matches no real bet's fingerprint: the late bet lands on a conflict and is refused.
      fingerprint: 'void',
      currency: req.currency,
      memberId: req.memberId,
      lines: [],
      meta: { ...req },
      answer: () => refused('bet_rolled_back'),
    });
    if (voided.ok) return refusedWithBalance(db, target, 'bet_not_found');
    // The bet won the race for its own key: roll it back like any known bet.
    betEntry = voided.existing;
    if (!betEntry) return refused(voided.msg);
  }
  if (betEntry.kind === VOID_KIND) return refusedWithBalance(db, target, 'bet_not_found');

  const placed = betEntry.meta as Partial<WalletRequest<'bet'>> & { wallet?: string };
  if (
    betEntry.kind !== 'bet' ||
    placed.memberId !== req.memberId ||
    placed.roundId !== req.roundId ||
    placed.amount !== req.amount ||
    placed.currency !== req.currency ||
    placed.providerId !== req.providerId
  ) {
    return refused('idempotency_conflict');
  }
  // Refund where the stake was taken from, even if the provider's wallet type changed since.
  const wallet =
    placed.wallet === 'member_provider' ? memberProvider(req.memberId, req.providerId, req.currency) : memberMain(req.memberId, req.currency);
  const refundTarget = { ...target, wallet };

  const result = await postEntry<WalletAnswer>(db, {
    kind: 'bet_rollback',
    idempotencyKey: rollbackKey(req.refTxId),
    fingerprint: fingerprintOf({ action: 'rollback', ...req, txId: undefined }),
    currency: req.currency,
    memberId: req.memberId,
    lines: [
      { account: house('house_bets', req.currency, req.providerId), amount: -amount },
      { account: wallet, amount },
    ],
    meta: { ...req },
    within: (tx) => removeBetFromRound(tx, { ...req, amount, now }),
    answer: (posted) => success(posted.balanceAfter(wallet), req.currency),
  });
  return settle(db, refundTarget, result);
}

async function settle(db: Database, target: Target, result: PostResult<WalletAnswer>): Promise<WalletAnswer> {
  if (result.ok) return result.answer;
  return refusedWithBalance(db, target, result.msg);
}

function success(minor: bigint, currency: string): WalletAnswer {
  return { status: true, msg: 'success', balance: minor.toString(), currency };
}

function refused(msg: string): WalletAnswer {
  return { status: false, msg };
}

/** A refusal still tells the game what the member holds, so it can show the right balance. */
async function refusedWithBalance(db: Database, target: Target, msg: string): Promise<WalletAnswer> {
  return { status: false, msg, balance: (await balanceOf(db, target.wallet)).toString(), currency: target.wallet.currency };
}
