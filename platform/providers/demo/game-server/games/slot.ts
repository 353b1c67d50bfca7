import type { RandomInt } from './random';

/**
 * A 3-reel slot. Each reel stops on a symbol drawn by weight (20 stops per reel). Three of a kind
 * pays its multiple; exactly two hearts pay 4×. Faces are plain text symbols every system font
 * has (no emoji font on many servers and kiosks). With these weights the expected return is
 * 95.29 % (worked out exactly in slot.test.ts). No outcome pays exactly the stake back, so every
 * round visibly moves the balance.
 */
export const SLOT_SYMBOLS = [
  { id: 'seven', face: '7', weight: 1, pays: 200n },
  { id: 'star', face: '★', weight: 2, pays: 60n },
  { id: 'diamond', face: '♦', weight: 3, pays: 25n },
  { id: 'clover', face: '♣', weight: 4, pays: 12n },
  { id: 'heart', face: '♥', weight: 5, pays: 8n },
  { id: 'blank', face: '–', weight: 5, pays: 0n },
] as const;

export const TWO_HEARTS_PAY = 4n;

export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]['id'];
export type SlotOutcome = { kind: 'slot'; reels: [SlotSymbol, SlotSymbol, SlotSymbol]; faces: string[]; multiplier: bigint; win: bigint };

const TOTAL_WEIGHT = SLOT_SYMBOLS.reduce((sum, s) => sum + s.weight, 0);

function drawSymbol(random: RandomInt) {
  let stop = random(TOTAL_WEIGHT);
  for (const symbol of SLOT_SYMBOLS) {
    if (stop < symbol.weight) return symbol;
    stop -= symbol.weight;
  }
  throw new Error('unreachable: weights cover every stop');
}

/** The multiple a line of three symbols pays. */
export function slotMultiplier(reels: readonly SlotSymbol[]): bigint {
  const [a, b, c] = reels;
  if (a === b && b === c) return SLOT_SYMBOLS.find((s) => s.id === a)?.pays ?? 0n;
  return reels.filter((s) => s === 'heart').length === 2 ? TWO_HEARTS_PAY : 0n;
}

export function spinSlot(bet: bigint, random: RandomInt): SlotOutcome {
  const symbols = [drawSymbol(random), drawSymbol(random), drawSymbol(random)];
  const reels = symbols.map((s) => s.id) as SlotOutcome['reels'];
  const multiplier = slotMultiplier(reels);
  return { kind: 'slot', reels, faces: symbols.map((s) => s.face), multiplier, win: bet * multiplier };
}
