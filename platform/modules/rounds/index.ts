/** Rounds left open: the sweep that asks providers about them, and the operator's list and void. */
export { operatorOpenRounds, operatorRoundVoid } from './handlers';
export { listOpenRounds } from './open-rounds';
export { startRoundSweeps, sweepOpenRounds, type RoundSweepDeps, type SweepReport } from './sweep';
export { ROUND_VOID_KIND, roundVoidKey, voidRound } from './void-round';
