import { randomUUID } from 'node:crypto';
import { formatMinor } from './format';
import { playOutcome, type HiLoChoice, type Outcome } from './games';
import type { RandomInt } from './games/random';
import type { OwedCalls } from './owed-calls';
import type { GameSession } from './sessions';
import type { OwedSettler, Settling } from './settle-owed';
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

/**
 * One round against the platform's wallet: debit the stake, draw the outcome, credit the win
 * (a zero win too: it settles the round). Each step is recorded in the provider's store of owed
 * calls before it is sent (owed-calls.ts), so what the player is told stays true after a crash: a
 * bet whose answer never came is rolled back ("bet cancelled"), and a win that could not be
 * delivered now ("being credited") is retried with the same txId until the wallet answers it.
 */
export async function playRound(
  deps: { wallet: WalletClient; random: RandomInt; owed: OwedCalls; settler: OwedSettler },
  session: GameSession,
  input: { bet: bigint; choice: HiLoChoice },
): Promise<RoundAnswer> {
  const base = { memberId: session.memberId, providerId: session.providerId, currency: session.currency, gameId: session.gameId };
  const roundId = randomUUID();
  const betTx = { ...base, txId: randomUUID(), roundId, amount: input.bet.toString() };

  deps.owed.put({ roundId, state: 'betting', bet: betTx });
  let placed;
  try {
    placed = await deps.wallet.call('bet', betTx);
  } catch {
    // Its fate is unknown: the rollback either refunds it or stops it from landing later, and is owed until answered.
    await deps.settler.deliver(deps.settler.rollBack(betTx));
    return { status: false, msg: 'wallet_unavailable', currency: session.currency };
  }
  if (!placed.status) {
    deps.owed.done(roundId);
    return refusal(session, placed.msg, placed.balance);
  }

  const outcome = playOutcome(session.kind, input.bet, input.choice, deps.random);
  const settling: Settling = {
    roundId,
    state: 'settling',
    bet: betTx,
    win: { ...base, txId: randomUUID(), roundId, amount: outcome.win.toString() },
    attempts: 0,
    lastTry: 0,
  };
  deps.owed.put(settling);
  for (let attempt = 0; attempt < WIN_ATTEMPTS; attempt++) {
    // Same txId every time: the platform answers the first result if an earlier try did land.
    const paid = await deps.settler.deliver({ ...settling, attempts: attempt });
    if (!paid) continue;
    if (!paid.status) return refusal(session, paid.msg, paid.balance);
    return settledAnswer(session, input.bet, outcome, BigInt(paid.balance ?? '0'));
  }
  // Still owed: the settler keeps sending it, so "being credited" is what will happen.
  return { status: false, msg: 'win_pending', currency: session.currency };
}

/** What the game page is told of a settled round (a real one or a demo's): the outcome and the balance after it. */
export function settledAnswer(session: GameSession, bet: bigint, outcome: Outcome, balance: bigint): RoundAnswer {
  return {
    status: true,
    msg: 'success',
    outcome: publicOutcome(outcome),
    won: outcome.win > 0n,
    bet: formatMinor(bet, session.decimals),
    win: formatMinor(outcome.win, session.decimals),
    balance: formatMinor(balance, session.decimals),
    minor: balance.toString(),
    currency: session.currency,
  };
}

function refusal(session: GameSession, msg: string, balance: string | undefined): RoundAnswer {
  if (balance === undefined) return { status: false, msg, currency: session.currency };
  return { status: false, msg, balance: formatMinor(BigInt(balance), session.decimals), minor: balance, currency: session.currency };
}

/** bigints do not survive JSON: the page gets strings. */
export function publicOutcome(outcome: Outcome): PublicOutcome {
  if (outcome.kind === 'slot') {
    const { win: _win, multiplier, ...rest } = outcome;
    return { ...rest, multiplier: multiplier.toString() };
  }
  const { win: _win, ...rest } = outcome;
  return rest;
}
