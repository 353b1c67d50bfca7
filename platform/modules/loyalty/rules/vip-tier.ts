/**
 * Which tier a member is in: the highest whose threshold their turnover over the tier period
 * reaches (lifetime, or the last N loyalty days). Retention: with a rolling period a member keeps
 * a tier only while the last N days' turnover still reaches it, and falls back to the tier it does
 * reach; with a lifetime period a tier, once reached, is kept. A level-up reward is paid once per
 * tier level, ever: falling back and climbing again pays nothing more.
 */
export type TierStep = { level: number; threshold: bigint };

export function tierFor<T extends TierStep>(tiers: readonly T[], turnover: bigint): T | undefined {
  let found: T | undefined;
  for (const tier of tiers) if (turnover >= tier.threshold && (!found || tier.level > found.level)) found = tier;
  return found;
}

export function nextTier<T extends TierStep>(tiers: readonly T[], current: T | undefined): T | undefined {
  return tiers.filter((t) => t.level > (current?.level ?? -1)).sort((a, b) => a.level - b.level)[0];
}

/** Tier levels reached (every level up to the current one) whose reward is not paid yet. */
export function unpaidLevels<T extends TierStep>(tiers: readonly T[], current: T | undefined, paid: ReadonlySet<number>): T[] {
  if (!current) return [];
  return tiers.filter((t) => t.level > 0 && t.level <= current.level && !paid.has(t.level)).sort((a, b) => a.level - b.level);
}

/** Progress to the next threshold in whole percent (floor), 100 at the top. */
export function progressPercent(turnover: bigint, from: bigint, to: bigint | undefined): number {
  if (to === undefined || to <= from) return 100;
  const done = turnover - from;
  if (done <= 0n) return 0;
  return Math.min(100, Number((done * 100n) / (to - from)));
}
