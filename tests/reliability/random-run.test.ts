import { seedFromEnv } from './prng';
import { randomRun } from './random-run';

/**
 * 20,000 seeded random money operations through the platform's HTTP surface, checked against an
 * in-memory model after every batch (random-run.ts, ledger-model.ts, random-ops.ts). On a failure
 * the message names the seed, the batch, the operation and the first differing member. Runs on
 * in-memory PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set.
 *
 *   LEDGER_SEED=<n>   replay a run (the seed is printed first)
 *   LEDGER_OPS=<n>    number of operations (default 20,000)
 *   LEDGER_BATCH=<n>  operations per batch (default 500)
 */
const seed = seedFromEnv('LEDGER_SEED');
const operations = Number(process.env.LEDGER_OPS ?? 20_000);
const batch = Number(process.env.LEDGER_BATCH ?? 500);

describe('seeded random run of the ledger', () => {
  it(`keeps ${operations} mixed operations equal to the model and the ledger consistent`, { timeout: 900_000 }, async () => {
    console.log(
      `seed=${seed} (replay with LEDGER_SEED=${seed}) operations=${operations} batch=${batch} engine=${process.env.DATABASE_URL ? 'postgres' : 'pglite'}`,
    );
    const summary = await randomRun({ seed, operations, batch });
    console.log(summary.report);
  });
});
