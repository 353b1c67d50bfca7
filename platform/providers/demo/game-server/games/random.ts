import { randomInt } from 'node:crypto';

/** A uniform integer in [0, maxExclusive). Outcomes use the OS CSPRNG; tests pass a scripted one. */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandom: RandomInt = (maxExclusive) => randomInt(maxExclusive);
