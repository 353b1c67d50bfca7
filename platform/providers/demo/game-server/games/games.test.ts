import { betOptions, gameKindFor } from '.';
import { rollHiLo } from './hilo';
import { SLOT_SYMBOLS, slotMultiplier, spinSlot, type SlotSymbol } from './slot';

/** A scripted RandomInt: returns the given values in turn. */
const scripted = (...values: number[]) => {
  let i = 0;
  return (max: number) => {
    const v = values[i++ % values.length]!;
    if (v >= max) throw new Error(`scripted ${v} >= ${max}`);
    return v;
  };
};

describe('slot', () => {
  it('returns about 95 % over every possible stop, computed exactly', () => {
    const stops: SlotSymbol[] = SLOT_SYMBOLS.flatMap((s) => Array<SlotSymbol>(s.weight).fill(s.id));
    let paid = 0n;
    for (const a of stops) for (const b of stops) for (const c of stops) paid += slotMultiplier([a, b, c]);
    const rtp = Number(paid) / stops.length ** 3;
    expect(rtp).toBeCloseTo(0.9529, 4);
  });

  it('never pays exactly the stake back, so every round moves the balance', () => {
    for (const a of SLOT_SYMBOLS)
      for (const b of SLOT_SYMBOLS)
        for (const c of SLOT_SYMBOLS) {
          expect(slotMultiplier([a.id, b.id, c.id])).not.toBe(1n);
        }
  });

  it('pays three of a kind and two hearts from the reels the random stops show', () => {
    expect(spinSlot(100n, scripted(0, 0, 0))).toMatchObject({ reels: ['seven', 'seven', 'seven'], win: 20_000n });
    // stops 10–14 are hearts, 15–19 blanks
    expect(spinSlot(100n, scripted(10, 19, 14))).toMatchObject({ reels: ['heart', 'blank', 'heart'], win: 400n });
    expect(spinSlot(100n, scripted(1, 3, 6))).toMatchObject({ reels: ['star', 'diamond', 'clover'], win: 0n });
  });
});

describe('Hi-Lo dice', () => {
  it('pays 1.9× a right call and nothing otherwise', () => {
    expect(rollHiLo(100n, 'hi', scripted(50))).toEqual({ kind: 'hilo', roll: 51, choice: 'hi', won: true, win: 190n });
    expect(rollHiLo(100n, 'hi', scripted(49))).toMatchObject({ roll: 50, won: false, win: 0n });
    expect(rollHiLo(100n, 'lo', scripted(0))).toMatchObject({ roll: 1, won: true, win: 190n });
    expect(rollHiLo(100n, 'lo', scripted(99))).toMatchObject({ roll: 100, won: false });
  });
});

describe('game kinds and stakes', () => {
  it('plays Hi-Lo at tables, live casino and sports, the slot elsewhere', () => {
    expect(['table', 'live-casino', 'sports'].map(gameKindFor)).toEqual(['hilo', 'hilo', 'hilo']);
    expect(['slots', 'fishing', 'lottery', 'other'].map(gameKindFor)).toEqual(['slot', 'slot', 'slot', 'slot']);
  });

  it('offers 1, 5 and 10 of the currency, or thousands where it has no decimals', () => {
    expect(betOptions(2)).toEqual([100n, 500n, 1000n]);
    expect(betOptions(0)).toEqual([1000n, 5000n, 10000n]);
  });
});
