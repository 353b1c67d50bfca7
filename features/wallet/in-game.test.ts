import { describe, expect, it } from 'vitest';
import { gameWalletBalance, inGameTotal } from './in-game';

describe('inGameTotal', () => {
  it('adds every game wallet in minor units, at the currency’s decimals', () => {
    const inGame = [
      { providerId: 'cra', balance: '12.50', minor: 1250 },
      { providerId: 'tps', balance: '0.75', minor: 75 },
    ];
    expect(inGameTotal({ inGame }, 2)).toBe('13.25');
    expect(inGameTotal({ inGame: [{ providerId: 'x', balance: '5', minor: 5 }] }, 2)).toBe('0.05');
    expect(inGameTotal({ inGame: [{ providerId: 'x', balance: '25000', minor: 25000 }] }, 0)).toBe('25000');
  });

  it('is null when nothing is in a game, or the answer does not say', () => {
    expect(inGameTotal({ inGame: [] }, 2)).toBeNull();
    expect(inGameTotal({}, 2)).toBeNull();
    expect(inGameTotal(undefined, 2)).toBeNull();
  });
});

describe('gameWalletBalance', () => {
  it('is the named wallet’s balance, 0 when it holds nothing', () => {
    expect(gameWalletBalance({ inGame: [{ providerId: 'cra', balance: '9.00', minor: 900 }] }, 'cra')).toBe('9.00');
    expect(gameWalletBalance({ inGame: [] }, 'cra')).toBe('0');
  });
});
