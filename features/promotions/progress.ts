import type { ActiveBonus } from '@/lib/contracts/promotions';

/**
 * The active bonus's progress and countdown (pure). Amounts are decimal strings; the share is for
 * the bar only, so a float is fine here — no amount is ever computed from it.
 */

/** Wagered over required, 0–100 and whole; nothing to wager is done. */
export function wageringPercent(bonus: Pick<ActiveBonus, 'wagered' | 'required'>): number {
  const required = Number(bonus.required);
  const wagered = Number(bonus.wagered);
  if (!Number.isFinite(required) || required <= 0) return 100;
  if (!Number.isFinite(wagered) || wagered <= 0) return 0;
  return Math.min(100, Math.floor((wagered / required) * 100));
}

export type Countdown = { days: number; hours: number; minutes: number } | 'expired';

const MINUTE = 60_000;

/** Time left until `expiresAt`, in whole minutes (rounded up, so "0 min" never shows while time is left). */
export function countdown(expiresAt: string, now: number): Countdown | null {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return null;
  const left = end - now;
  if (left <= 0) return 'expired';
  const minutesLeft = Math.ceil(left / MINUTE);
  return { days: Math.floor(minutesLeft / 1440), hours: Math.floor((minutesLeft % 1440) / 60), minutes: minutesLeft % 60 };
}

/** A game category's share of a stake that counts towards the active bonus's wagering. */
export function contributionOf(bonus: Pick<ActiveBonus, 'contributions' | 'otherContribution'>, category: string): number {
  return Object.prototype.hasOwnProperty.call(bonus.contributions, category) ? bonus.contributions[category]! : bonus.otherContribution;
}
