import { and, eq, sql } from 'drizzle-orm';
import { minorUnitsOf } from '@/lib/contracts/currencies';
import type { LimitKeyInput } from '@/lib/contracts/limits';
import type { Database } from '../../db/connection';
import { memberLimits } from '../../db/schema-limits';
import type { MemberContext } from '../../endpoints/context';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { formatMinor, parseMinor } from '../ledger';
import { recordLimitChange } from './audit';
import { changeLimit, confirmLimit, type LimitState } from './rules';
import { coolingHoursFor } from './settings';
import { rebuildUsage } from './usage';
import { holderOf, limitRowsOf, limitsView, type Holder, type LimitRow } from './view';

const HOUR_MS = 3_600_000;

/** limits/list: every deposit, loss and wager limit of the member, with what is used of it in the current period. */
export const limitsList: Handler<'limits/list'> = async (_input, ctx) => {
  const holder = await holderOf(ctx.db, ctx.member.id);
  if (!holder) return fail('member_not_found');
  return ok(await limitsView(ctx.db, holder, ctx.now));
};

/**
 * limits/set: a first or lower limit is in force at once; a higher one, or none (amount null), is a
 * request the member confirms after the cooling period (limits/confirm). Audited with the change.
 */
export const limitsSet: Handler<'limits/set'> = async ({ kind, period, amount }, ctx) => {
  const holder = await holderOf(ctx.db, ctx.member.id);
  if (!holder) return fail('member_not_found');
  const wanted = amount === null ? null : parseMinor(amount, minorUnitsOf(holder.currency));
  if (wanted !== null && (wanted === undefined || wanted <= 0n)) return fail('amount: error_amount');
  const coolingMs = (await coolingHoursFor(ctx.db, holder.countryCode)) * HOUR_MS;
  const refused = await changeInTransaction(ctx, holder, { kind, period }, async (tx, current, firstLimit) => {
    const change = changeLimit(current, wanted, ctx.now, coolingMs);
    if (!change.ok) return change.msg;
    await writeRow(tx, holder, { kind, period }, change.row, ctx.now);
    // Nothing was counted for a member without limits: their first one starts from the ledger's truth.
    if (firstLimit) await rebuildUsage(tx, holder.id, holder.currency, ctx.now, holder.timeZone);
    return { action: change.action, after: change.row };
  });
  if (refused) return fail(refused);
  return ok(await limitsView(ctx.db, holder, ctx.now));
};

/** limits/confirm: the member confirms a raise or removal whose cooling period has passed. */
export const limitsConfirm: Handler<'limits/confirm'> = async (key, ctx) => {
  const holder = await holderOf(ctx.db, ctx.member.id);
  if (!holder) return fail('member_not_found');
  const refused = await changeInTransaction(ctx, holder, key, async (tx, current) => {
    const outcome = confirmLimit(current, ctx.now);
    if (!outcome.ok) return outcome.msg;
    if (outcome.row === null) await tx.delete(memberLimits).where(keyOf(holder.id, key));
    else await writeRow(tx, holder, key, outcome.row, ctx.now);
    return { action: outcome.action, after: outcome.row };
  });
  if (refused) return fail(refused);
  return ok(await limitsView(ctx.db, holder, ctx.now));
};

/** limits/cancel: the member drops their pending raise or removal; the limit in force stays. */
export const limitsCancel: Handler<'limits/cancel'> = async (key, ctx) => {
  const holder = await holderOf(ctx.db, ctx.member.id);
  if (!holder) return fail('member_not_found');
  const refused = await changeInTransaction(ctx, holder, key, async (tx, current) => {
    if (!current || current.pendingSince === null) return 'limit_nothing_pending';
    const row = { amount: current.amount, pendingAmount: null, pendingSince: null, coolingEndsAt: null };
    await writeRow(tx, holder, key, row, ctx.now);
    return { action: 'limit_request_cancelled', after: row };
  });
  if (refused) return fail(refused);
  return ok(await limitsView(ctx.db, holder, ctx.now));
};

/** operator/member-limits: the member's limits for the console's member page. Read-only: no operator endpoint changes a member's limit. */
export const operatorMemberLimits: Handler<'operator/member-limits'> = async ({ memberId }, ctx) => {
  const holder = await holderOf(ctx.db, memberId);
  if (!holder) return fail('member_not_found');
  return ok(await limitsView(ctx.db, holder, ctx.now));
};

type Step = (
  tx: Database,
  current: LimitState | undefined,
  firstLimit: boolean,
) => Promise<string | { action: string; after: LimitState | null }>;

/**
 * One change of one limit in one transaction with its audit row. The member's row is locked first
 * (FOR NO KEY UPDATE): two changes of the same member's limits queue, so the first limit is created once.
 */
async function changeInTransaction(ctx: MemberContext, holder: Holder, key: LimitKeyInput, step: Step): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.execute(sql`select 1 from members where id = ${holder.id} for no key update`);
    const rows = await limitRowsOf(db, holder.id);
    const current = rows.find((r) => r.kind === key.kind && r.period === key.period);
    const outcome = await step(db, current && stateOf(current), rows.length === 0);
    if (typeof outcome === 'string') return outcome;
    const money = (state: LimitState | null | undefined) => state && described(state, holder.currency);
    await recordLimitChange(db, {
      at: ctx.now,
      member: ctx.member,
      action: outcome.action,
      before: { ...key, ...money(current && stateOf(current)) },
      after: { ...key, ...money(outcome.after) },
      ip: ctx.ip,
    });
    return null;
  });
}

function stateOf(row: LimitRow): LimitState {
  return { amount: row.amount, pendingAmount: row.pendingAmount, pendingSince: row.pendingSince, coolingEndsAt: row.coolingEndsAt };
}

/** A limit as the audit log keeps it: decimal strings and ISO times. */
function described(state: LimitState, currency: string) {
  const money = (minor: bigint) => formatMinor(minor, minorUnitsOf(currency));
  return {
    amount: money(state.amount),
    ...(state.pendingSince
      ? {
          requested: state.pendingAmount === null ? 'removal' : money(state.pendingAmount),
          coolingEndsAt: state.coolingEndsAt?.toISOString(),
        }
      : {}),
  };
}

const keyOf = (memberId: number, key: LimitKeyInput) =>
  and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, key.kind), eq(memberLimits.period, key.period));

async function writeRow(tx: Database, holder: Holder, key: LimitKeyInput, row: LimitState, now: Date): Promise<void> {
  const values = {
    amount: row.amount,
    pendingAmount: row.pendingAmount,
    pendingSince: row.pendingSince,
    coolingEndsAt: row.coolingEndsAt,
    updatedAt: now,
  };
  await tx
    .insert(memberLimits)
    .values({ memberId: holder.id, ...key, currency: holder.currency, ...values, createdAt: now })
    .onConflictDoUpdate({ target: [memberLimits.memberId, memberLimits.kind, memberLimits.period], set: values });
}
