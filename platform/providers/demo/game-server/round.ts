import { randomUUID } from 'node:crypto';
import type { WalletRequest } from '../protocol/wallet-messages';
import { formatMinor } from './format';
import { playOutcome, type HiLoChoice, type Outcome } from './games';
import type { RandomInt } from './games/random';
import type { GameSession } from './sessions';
import type { WalletClient } from './wallet-client';

/** What the page receives after a round; amounts formatted for people, minor units for code. */
export type RoundAnswer =
  | {
      status: true;
      msg: 'success';
      outcome: PublicOutcome;
      won: boolean;
      bet: string;
      win: string;
      balance: string;
      minor: string;
      currency: string;
    }
  | { status: false; msg: string; balance?: string; minor?: string; currency: string };

type PublicOutcome = Omit<Outcome, 'win' | 'multiplier'> & { multiplier?: string };

const WIN_ATTEMPTS = 3;
const ROLLBACK_ATTEMPTS = 3;

/**
 * One round against the platform's wallet: debit the stake, draw the outcome, credit the win
 * (a zero win too: it settles the round). A bet whose fate is unknown (network error) is rolled
 * back, which also stops it from landing later. A win is retried with the same txId, which the
 * platform deduplicates; if it still fails the round stays open as an outstanding bet.
 */
export async function playRound(
  deps: { wallet: WalletClient; random: RandomInt },
  session: GameSession,
  input: { bet: bigint; choice: HiLoChoice },
): Promise<RoundAnswer> {
  const base = { memberId: session.memberId, providerId: session.providerId, currency: session.currency, gameId: session.gameId };
  const roundId = randomUUID();
  const betTx = { ...base, txId: randomUUID(), roundId, amount: input.bet.toString() };

  let placed;
  try {
    placed = await deps.wallet.call('bet', betTx);
  } catch {
    await rollbackQuietly(deps.wallet, { ...betTx, txId: randomUUID(), refTxId: betTx.txId });
    return { status: false, msg: 'wallet_unavailable', currency: session.currency };
  }
  if (!placed.status) return refusal(session, placed.msg, placed.balance);

  const outcome = playOutcome(session.kind, input.bet, input.choice, deps.random);
  const winTx = { ...base, txId: randomUUID(), roundId, amount: outcome.win.toString() };
  for (let attempt = 1; attempt <= WIN_ATTEMPTS; attempt++) {
    try {
      const paid = await deps.wallet.call('win', winTx);
      if (!paid.status) return refusal(session, paid.msg, paid.balance);
      const minor = BigInt(paid.balance ?? '0');
      return {
        status: true,
        msg: 'success',
        outcome: publicOutcome(outcome),
        won: outcome.win > 0n,
        bet: formatMinor(input.bet, session.decimals),
        win: formatMinor(outcome.win, session.decimals),
        balance: formatMinor(minor, session.decimals),
        minor: minor.toString(),
        currency: session.currency,
      };
    } catch {
      // Same txId again: the platform answers the first result if the earlier try did land.
    }
  }
  return { status: false, msg: 'win_pending', currency: session.currency };
}

async function rollbackQuietly(wallet: WalletClient, request: WalletRequest<'rollback'>) {
  for (let attempt = 1; attempt <= ROLLBACK_ATTEMPTS; attempt++) {
    try {
      await wallet.call('rollback', request);
      return;
    } catch {
      // Try again; if the platform stays away the bet (if it landed) stays outstanding for an operator.
    }
  }
}

function refusal(session: GameSession, msg: string, balance: string | undefined): RoundAnswer {
  if (balance === undefined) return { status: false, msg, currency: session.currency };
  return { status: false, msg, balance: formatMinor(BigInt(balance), session.decimals), minor: balance, currency: session.currency };
}

/** bigints do not survive JSON: the page gets strings. */
function publicOutcome(outcome: Outcome): PublicOutcome {
  if (outcome.kind === 'slot') {
    const { win: _win, multiplier, ...rest } = outcome;
    return { ...rest, multiplier: multiplier.toString() };
  }
  const { win: _win, ...rest } = outcome;
  return rest;
}
