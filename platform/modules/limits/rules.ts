/**
 * How a member's request changes a limit (RTS 12): a first limit or a lower one is in force at once;
 * a higher one or a removal is only requested, and may be confirmed once the cooling period has
 * passed (until then the old limit holds). A new request replaces a pending one; lowering cancels it.
 */

/** A limit row as the rules see it (minor units; pendingSince null: no request). */
export type LimitState = {
  amount: bigint;
  pendingAmount: bigint | null;
  pendingSince: Date | null;
  coolingEndsAt: Date | null;
};

/** What becomes of the row, and what the audit log calls it. */
export type LimitChange =
  | { ok: true; action: 'limit_set' | 'limit_lowered'; row: LimitState }
  | { ok: true; action: 'limit_raise_requested' | 'limit_removal_requested'; row: LimitState }
  | { ok: false; msg: 'limit_not_set' | 'limit_unchanged' };

export type ConfirmOutcome =
  | { ok: true; action: 'limit_raise_confirmed'; row: LimitState }
  | { ok: true; action: 'limit_removed'; row: null }
  | { ok: false; msg: 'limit_nothing_pending' | 'limit_cooling' };

const noRequest = { pendingAmount: null, pendingSince: null, coolingEndsAt: null };

/** A member asks for `wanted` (minor units; null: no limit) where `current` is in force (undefined: none). */
export function changeLimit(current: LimitState | undefined, wanted: bigint | null, now: Date, coolingMs: number): LimitChange {
  if (!current) {
    if (wanted === null) return { ok: false, msg: 'limit_not_set' };
    return { ok: true, action: 'limit_set', row: { amount: wanted, ...noRequest } };
  }
  if (wanted !== null && wanted <= current.amount) {
    if (wanted === current.amount && current.pendingSince === null) return { ok: false, msg: 'limit_unchanged' };
    return { ok: true, action: 'limit_lowered', row: { amount: wanted, ...noRequest } };
  }
  const request = { pendingAmount: wanted, pendingSince: now, coolingEndsAt: new Date(now.getTime() + coolingMs) };
  return {
    ok: true,
    action: wanted === null ? 'limit_removal_requested' : 'limit_raise_requested',
    row: { amount: current.amount, ...request },
  };
}

/** The member confirms their pending raise or removal: only once the cooling period has passed (its end included). */
export function confirmLimit(current: LimitState | undefined, now: Date): ConfirmOutcome {
  if (!current || current.pendingSince === null || current.coolingEndsAt === null) return { ok: false, msg: 'limit_nothing_pending' };
  if (now.getTime() < current.coolingEndsAt.getTime()) return { ok: false, msg: 'limit_cooling' };
  if (current.pendingAmount === null) return { ok: true, action: 'limit_removed', row: null };
  return { ok: true, action: 'limit_raise_confirmed', row: { amount: current.pendingAmount, ...noRequest } };
}

/** Whether a request may be confirmed at `now`. */
export const confirmable = (state: LimitState, now: Date) => state.coolingEndsAt !== null && now.getTime() >= state.coolingEndsAt.getTime();
