/**
 * The random run outside vitest, for profiling or a quick replay:
 *   node --import tsx --cpu-prof tests/reliability/profile-random-run.ts [operations] [seed]
 */
import { randomRun } from './random-run';

const operations = Number(process.argv[2] ?? 2_000);
const seed = Number(process.argv[3] ?? 1);
console.log(`seed=${seed} operations=${operations}`);
const summary = await randomRun({ seed, operations, batch: 500 });
console.log(summary.report);
