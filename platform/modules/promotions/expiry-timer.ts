import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import { expireBonuses } from './expiry';

/**
 * The platform process sweeps expired bonuses every `intervalMs` (BONUS_EXPIRY_SWEEP_SECONDS). The
 * sweep only tidies up: each member's own bonus is expired on sight before it is read, spent or
 * withdrawn against, so nothing waits for it. One sweep at a time; stop() clears the timer and
 * waits for a sweep under way, so closing the platform never pulls the database from under it.
 */
export function startExpirySweeps(deps: { db: Database; clock: () => Date; intervalMs: number; log: FastifyBaseLogger }) {
  let running: Promise<void> | null = null;
  const sweep = () => {
    if (running) return;
    running = expireBonuses(deps.db, deps.clock())
      .then(
        ({ expired, cancelled }) => {
          if (expired + cancelled > 0) deps.log.info({ expired, cancelled }, 'bonus expiry sweep');
        },
        (error: unknown) => deps.log.error({ err: error }, 'bonus expiry sweep failed'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, deps.intervalMs);
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
