import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import { runWalletCall, type GameProviders } from '../games';
import type { Wagers } from '../wagers';
import { staleOpenRounds } from './open-rounds';

export type RoundSweepDeps = {
  db: Database;
  games: GameProviders;
  wagers: Wagers;
  clock: () => Date;
  /** A round open longer than this is asked about (ROUND_SWEEP_AFTER_SECONDS). */
  openForMs: number;
  /** At most this many rounds per sweep, oldest first. */
  batch?: number;
};

export type SweepReport = { asked: number; won: number; rolledBack: number; pending: number; left: number; failed: number };

const DEFAULT_BATCH = 200;

/**
 * Asks each provider about the rounds it left open past the limit and applies what it still owes:
 * the win or rollback call itself, with the provider's own txId, through the same wagers
 * operation as its callback, so whichever of the sweep and the provider's resend lands second is
 * answered as a repeat and moves nothing. A round the provider is still sending (pending), knows
 * nothing of, or that no adapter can ask about is left open for an operator (operator/round-void).
 */
export async function sweepOpenRounds(deps: RoundSweepDeps): Promise<SweepReport> {
  const report: SweepReport = { asked: 0, won: 0, rolledBack: 0, pending: 0, left: 0, failed: 0 };
  const cutoff = new Date(deps.clock().getTime() - deps.openForMs);
  for (const round of await staleOpenRounds(deps.db, cutoff, deps.batch ?? DEFAULT_BATCH)) {
    const adapter = deps.games.forCatalogueProvider(round.providerId);
    if (!adapter?.roundStatus) {
      report.left++;
      continue;
    }
    report.asked++;
    try {
      const status = await adapter.roundStatus(round);
      if (status.state === 'pending') report.pending++;
      else if (status.state === 'none') report.left++;
      else {
        // A refusal here (the round ended meanwhile, a repeat) is an answer too: the round is no longer owed.
        await runWalletCall(deps.wagers, status.call, { integration: adapter.id, now: deps.clock() });
        if (status.call.action === 'win') report.won++;
        else report.rolledBack++;
      }
    } catch {
      // The provider did not answer (down, timed out): the next sweep asks again.
      report.failed++;
    }
  }
  return report;
}

/**
 * Sweeps once at start and then every `intervalMs` (ROUND_SWEEP_INTERVAL_SECONDS); one sweep at a
 * time; stop() clears the timer and waits for a sweep under way.
 */
export function startRoundSweeps(deps: RoundSweepDeps & { intervalMs: number; log: FastifyBaseLogger }) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = () => {
    if (running || stopped) return;
    running = sweepOpenRounds(deps)
      .then(
        (report) => {
          if (report.asked + report.left > 0) deps.log.info(report, 'open rounds sweep');
        },
        (error: unknown) => deps.log.error({ err: error }, 'open rounds sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(sweep, 0);
  const timer = setInterval(sweep, deps.intervalMs);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
