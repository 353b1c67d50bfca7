export { addMonthsUtc, breakEnd } from '@/lib/contracts/safety-periods';

/** In force at `now`: started, and not ended (a permanent one never ends). The end itself is free again. */
export function inForceAt(brk: { startedAt: Date; endsAt: Date | null }, now: Date): boolean {
  return brk.startedAt.getTime() <= now.getTime() && (brk.endsAt === null || now.getTime() < brk.endsAt.getTime());
}

/** Whether a session that began at `startedAt` has reached the member's limit at `now` (null: no limit). */
export function sessionLimitReached(startedAt: Date, limitMinutes: number | null, now: Date): boolean {
  return limitMinutes !== null && now.getTime() - startedAt.getTime() >= limitMinutes * 60_000;
}
