import type { Database } from '../../db/connection';

/**
 * The turnover hook withdrawals check (docs/platform.md, "Wallet operations": promotions add bonus with a turnover requirement
 * that must be met before withdrawal). Nothing produces requirements yet: when promotions land,
 * they register a source here that answers what the member still has to wager, in minor units.
 * With no source registered the outstanding turnover is 0 and withdrawals are not held back.
 */
export type TurnoverSource = (db: Database, member: { id: number; currency: string }) => Promise<bigint>;

const sources = new Set<TurnoverSource>();

/** Registers a requirement source; returns the function that removes it again. */
export function registerTurnoverSource(source: TurnoverSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

export async function outstandingTurnover(db: Database, member: { id: number; currency: string }): Promise<bigint> {
  let total = 0n;
  for (const source of sources) total += await source(db, member);
  return total;
}
