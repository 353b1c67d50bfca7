import { randomUUID } from 'node:crypto';
import type { WalletAnswer, WalletRequest } from '../protocol/wallet-messages';
import type { OwedCalls, OwedRound } from './owed-calls';
import type { WalletClient } from './wallet-client';

/** A round whose next step is a win or a rollback (what is retried). */
export type Settling = Extract<OwedRound, { state: 'settling' | 'rolling_back' }>;

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 60_000;

/**
 * Delivers what the provider owes until the wallet answers, following the seamless-wallet rules: a
 * win is sent again with the same txId (the wallet answers a repeat with its first answer), a bet
 * whose answer never came is rolled back, and any answer, a refusal too, ends the round here.
 */
export class OwedSettler {
  /** Rounds a call is on its way for, in this process: the retry pass leaves them to it. */
  private readonly busy = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly deps: { wallet: WalletClient; owed: OwedCalls; now: () => number }) {
    // Start-up: a bet sent before a crash may or may not have landed, so it is rolled back.
    for (const round of deps.owed.all()) {
      if (round.state === 'betting') this.rollBack(round.bet);
    }
  }

  /** Records that the bet's answer never came; the rollback is owed from now on. */
  rollBack(bet: WalletRequest<'bet'>): Settling {
    const round: Settling = {
      roundId: bet.roundId,
      state: 'rolling_back',
      bet,
      rollback: { ...bet, txId: randomUUID(), refTxId: bet.txId },
      attempts: 0,
      lastTry: this.deps.now(),
    };
    this.deps.owed.put(round);
    return round;
  }

  /** One delivery of the round's owed call: its answer (the round is done), or undefined (still owed, retried later). */
  async deliver(round: Settling): Promise<WalletAnswer | undefined> {
    this.busy.add(round.roundId);
    try {
      const answer =
        round.state === 'settling'
          ? await this.deps.wallet.call('win', round.win)
          : await this.deps.wallet.call('rollback', round.rollback);
      this.deps.owed.done(round.roundId);
      return answer;
    } catch {
      this.deps.owed.put({ ...round, attempts: round.attempts + 1, lastTry: this.deps.now() });
      return undefined;
    } finally {
      this.busy.delete(round.roundId);
    }
  }

  /** Sends every owed win and rollback whose pause (1 s doubling to 60 s per failed try) is over; how many the wallet answered. */
  async retryDue(): Promise<number> {
    let answered = 0;
    for (const round of this.deps.owed.all()) {
      if (round.state === 'betting' || this.busy.has(round.roundId)) continue;
      if (this.deps.now() - round.lastTry < Math.min(FIRST_RETRY_MS * 2 ** round.attempts, LAST_RETRY_MS)) continue;
      if (await this.deliver(round)) answered++;
    }
    return answered;
  }

  /** Whether a call of this round is on its way in this process. */
  isBusy(roundId: string): boolean {
    return this.busy.has(roundId);
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.retryDue().catch(() => {}), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
