import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { rebateInfoSchema } from '@/lib/contracts/wallet';
import type { Database } from '../../db/connection';
import { gameRounds } from '../../db/schema-ledger';
import { rebateClaims } from '../../db/schema-wallet';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { fingerprintOf, house, memberMain, postEntry, formatRate, decimalsFor, formatMinor, isUniqueViolation } from '../ledger';
import { rebateAmount, REBATE_RATE_BP } from './rebate-rules';
import { baseRebateBp } from './rebate-rate';
import { vipRebateBp } from '../loyalty';

type RebateInfo = z.infer<typeof rebateInfoSchema>;
type Member = { id: number; currency: string; countryCode: string };

/** The open turnover window: rounds settled after the last claim (or ever, before the first). */
type Window = { lastClaimId: number | null; since: Date | null; until: Date; turnover: bigint };

async function openWindow(db: Database, memberId: number, now: Date): Promise<Window> {
  const [last] = await db
    .select({ id: rebateClaims.id, claimedAt: rebateClaims.claimedAt })
    .from(rebateClaims)
    .where(eq(rebateClaims.memberId, memberId))
    .orderBy(desc(rebateClaims.claimedAt), desc(rebateClaims.id))
    .limit(1);
  const since = last?.claimedAt ?? null;
  const [row] = await db
    .select({ turnover: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text` })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.status, 'settled'),
        since ? gt(gameRounds.settledAt, since) : undefined,
        lte(gameRounds.settledAt, now),
      ),
    );
  return { lastClaimId: last?.id ?? null, since, until: now, turnover: BigInt(row?.turnover ?? '0') };
}

function toInfo(turnover: bigint, amount: bigint, since: Date | null, decimals: number, rateBp = REBATE_RATE_BP): RebateInfo {
  return {
    turnover: formatMinor(turnover, decimals),
    rate: formatRate(rateBp),
    amount: formatMinor(amount, decimals),
    since: since ? since.toISOString() : null,
  };
}

/** wallet/rebate-info: what a claim would pay now. */
export const rebateInfo: Handler<'wallet/rebate-info'> = async (_input, { db, member, now, env }) => {
  const [window, rateBp] = await Promise.all([openWindow(db, member.id, now), rebateRate(db, member, now, env.loyaltyDayOffsetHours)]);
  return ok(toInfo(window.turnover, rebateAmount(window.turnover, rateBp), window.since, decimalsFor(member), rateBp));
};

/** The member's VIP tier sets the rate where the currency has tiers; otherwise the operator's base rate. */
export async function rebateRate(db: Database, member: Member, now: Date, dayOffsetHours: number): Promise<number> {
  return (await vipRebateBp(db, member, now, dayOffsetHours)) ?? (await baseRebateBp(db));
}

/**
 * wallet/rebate-claim: credits the rebate of the open window (house_rebates → main) and records
 * the claim, which closes the window. The journal key is the window itself (the claim it follows),
 * so two claims racing for the same window pay once; the client's key, kept on the claim, makes a
 * retried claim answer what it first answered.
 */
export const rebateClaim: Handler<'wallet/rebate-claim'> = async ({ idempotencyKey }, { db, member, now, env }) => {
  const decimals = decimalsFor(member);
  // A lost race for a window is retried once against the next window (usually nothing left).
  for (let attempt = 1; attempt <= 2; attempt++) {
    const earlier = await findClaim(db, member.id, idempotencyKey);
    if (earlier) return ok(toInfo(earlier.turnoverMinor, earlier.amountMinor, earlier.since, decimals, earlier.rateBp));

    const window = await openWindow(db, member.id, now);
    const rateBp = await rebateRate(db, member, now, env.loyaltyDayOffsetHours);
    const amount = rebateAmount(window.turnover, rateBp);
    if (amount <= 0n) return fail('nothing_to_claim');
    const result = await claimWindow(db, member, window, amount, rateBp, idempotencyKey);
    if (result.ok) return ok(toInfo(window.turnover, amount, window.since, decimals, rateBp));
    if (result.msg !== 'idempotency_conflict') return fail(result.msg);
  }
  return fail('nothing_to_claim');
};

async function claimWindow(db: Database, member: Member, window: Window, amount: bigint, rateBp: number, idempotencyKey: string) {
  try {
    return await postClaim(db, member, window, amount, rateBp, idempotencyKey);
  } catch (error) {
    // A twin with the same client key claimed another window first: its claim row answers.
    if (isUniqueViolation(error, 'rebate_claims_member_key')) return { ok: false as const, msg: 'idempotency_conflict' };
    throw error;
  }
}

async function postClaim(db: Database, member: Member, window: Window, amount: bigint, rateBp: number, idempotencyKey: string) {
  const result = await postEntry(db, {
    kind: 'rebate',
    idempotencyKey: `rebate:${member.id}:after:${window.lastClaimId ?? 0}`,
    fingerprint: fingerprintOf({ turnover: window.turnover, amount, since: window.since?.toISOString() ?? null }),
    currency: member.currency,
    memberId: member.id,
    lines: [
      { account: house('house_rebates', member.currency), amount: -amount },
      { account: memberMain(member.id, member.currency), amount },
    ],
    meta: { turnover: window.turnover.toString(), rateBp },
    within: async (tx, posted) => {
      await tx.insert(rebateClaims).values({
        memberId: member.id,
        currency: member.currency,
        claimedAt: window.until,
        since: window.since,
        turnoverMinor: window.turnover,
        rateBp,
        amountMinor: amount,
        entryId: posted.entryId,
        idempotencyKey,
      });
    },
  });
  // Same window, same values: a concurrent twin already paid it, and its claim row answers for both.
  if (result.ok && result.replayed) return { ok: false as const, msg: 'idempotency_conflict' };
  return result;
}

async function findClaim(db: Database, memberId: number, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(rebateClaims)
    .where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.idempotencyKey, idempotencyKey)))
    .limit(1);
  return row;
}
