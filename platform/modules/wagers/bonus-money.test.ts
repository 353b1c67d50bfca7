import { splitStake, splitWin, stakeRefusal } from './bonus-money';

describe('bonus money in a bet', () => {
  it('takes a stake from cash first, then bonus, and refuses what both cannot pay', () => {
    expect(splitStake(500n, 1_000n, 2_000n)).toEqual({ fromCash: 500n, fromBonus: 0n });
    expect(splitStake(1_000n, 1_000n, 2_000n)).toEqual({ fromCash: 1_000n, fromBonus: 0n });
    expect(splitStake(1_001n, 1_000n, 2_000n)).toEqual({ fromCash: 1_000n, fromBonus: 1n });
    expect(splitStake(3_000n, 1_000n, 2_000n)).toEqual({ fromCash: 1_000n, fromBonus: 2_000n });
    expect(splitStake(3_001n, 1_000n, 2_000n)).toBeNull();
    expect(splitStake(10n, 0n, 10n)).toEqual({ fromCash: 0n, fromBonus: 10n });
  });

  it('pays a win back in the stake’s proportion, the odd unit to cash', () => {
    expect(splitWin(900n, { fromCash: 300n, fromBonus: 0n })).toEqual({ toCash: 900n, toBonus: 0n });
    expect(splitWin(900n, { fromCash: 0n, fromBonus: 300n })).toEqual({ toCash: 0n, toBonus: 900n });
    expect(splitWin(1_000n, { fromCash: 100n, fromBonus: 200n })).toEqual({ toCash: 334n, toBonus: 666n });
    expect(splitWin(0n, { fromCash: 100n, fromBonus: 200n })).toEqual({ toCash: 0n, toBonus: 0n });
    for (const win of [1n, 7n, 999n, 123_457n]) {
      const split = splitWin(win, { fromCash: 3n, fromBonus: 7n });
      expect(split.toCash + split.toBonus).toBe(win);
    }
  });

  it('allows the maximum bet and refuses one unit more, only while a bonus is active', () => {
    const bonus = { bonusId: 1, maxBet: 500n };
    expect(stakeRefusal(500n, bonus)).toBeNull();
    expect(stakeRefusal(501n, bonus)).toBe('bet_above_bonus_maximum');
    expect(stakeRefusal(1_000_000n, { ...bonus, maxBet: null })).toBeNull();
    expect(stakeRefusal(1_000_000n, null)).toBeNull();
  });
});
