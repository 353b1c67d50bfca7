import { nextTier, progressPercent, tierFor, unpaidLevels } from './vip-tier';

const tiers = [
  { level: 0, threshold: 0n },
  { level: 1, threshold: 1000n },
  { level: 2, threshold: 5000n },
];

describe('VIP tiers', () => {
  it('places a member in the highest tier their turnover reaches, the threshold itself included', () => {
    expect(tierFor(tiers, 0n)?.level).toBe(0);
    expect(tierFor(tiers, 999n)?.level).toBe(0);
    expect(tierFor(tiers, 1000n)?.level).toBe(1);
    expect(tierFor(tiers, 10_000n)?.level).toBe(2);
    expect(tierFor([], 10n)).toBeUndefined();
  });

  it('names the next tier and the progress towards it', () => {
    expect(nextTier(tiers, tiers[0])?.level).toBe(1);
    expect(nextTier(tiers, tiers[2])).toBeUndefined();
    expect(progressPercent(500n, 0n, 1000n)).toBe(50);
    expect(progressPercent(3000n, 1000n, 5000n)).toBe(50);
    expect(progressPercent(9000n, 5000n, undefined)).toBe(100);
  });

  it('owes every reached level above the base once, a skipped level included', () => {
    expect(unpaidLevels(tiers, tiers[2], new Set()).map((t) => t.level)).toEqual([1, 2]);
    expect(unpaidLevels(tiers, tiers[2], new Set([1])).map((t) => t.level)).toEqual([2]);
    expect(unpaidLevels(tiers, tiers[0], new Set())).toEqual([]);
  });
});
