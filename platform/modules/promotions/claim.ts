import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { bonuses, promoCodes, promotions } from '../../db/schema-promotions';
import type { Member } from '../../endpoints/context';
import { Refusal } from '../ledger';
import { isOnBreak } from '../exclusion';
import { bonusExpiresAt } from './rules/eligibility';
import { claimCounts, reasonNotToClaim, stateRefusal } from './claimant';
import type { BonusRow, PromotionRow } from './rows';
import { grantFacts } from './grant-facts';

export type ClaimRequest = {
  member: Member;
  /** The promotion as the member saw it: its terms are what the bonus keeps. */
  promotion: PromotionRow;
  now: Date;
  /** A normalised promo code the claim uses (one use of it). */
  code?: string | undefined;
  /** The deposit a deposit match is for (null: the next deposit made with this promotion). */
  deposit?: { id: number; amount: bigint } | null;
  /** 'active': granted in this transaction (amount given); 'pending': waits for its deposit. */
  grant: { amount: bigint } | null;
  /** The claim number the caller derived its idempotency key from; another one here means a parallel claim won. */
  expectedClaimNo?: number;
  /** The module a reserved promotion is granted by ('vip'); members' own claims name none. */
  reservation?: string | undefined;
};

/**
 * One claim, inside the claiming transaction. The limits are the database's: the promotion row is
 * locked (FOR UPDATE) so its claims serialise, the bonus goes in with INSERT … ON CONFLICT DO
 * NOTHING against the unique keys (member + promotion + claim number; one open bonus per member;
 * one bonus per deposit), and claims_total / the code's uses move by conditional UPDATEs under
 * their CHECKs. Anything refused throws a Refusal with the member's reason, which rolls the whole
 * entry back.
 */
export async function claimInTx(tx: Database, request: ClaimRequest): Promise<BonusRow> {
  const { member, now } = request;
  // Marketing stops during a time-out or self-exclusion: nothing is claimed or granted (exclusion module).
  if (await isOnBreak(tx, member.id, now)) throw new Refusal('on_break');
  const [locked] = await tx.select().from(promotions).where(eq(promotions.id, request.promotion.id)).for('update');
  const refusal = stateRefusal(locked, request.reservation);
  if (refusal) throw new Refusal(refusal);
  const counts = await claimCounts(tx, member.id, locked!.id);
  const reason = reasonNotToClaim(locked!, member, counts, now);
  if (reason) throw new Refusal(reason);
  const claimNo = counts.claimsByMember + 1;
  if (request.expectedClaimNo !== undefined && claimNo !== request.expectedClaimNo) throw new Refusal('promotion_already_claimed');

  if (request.code) await takeCodeUse(tx, request.code, locked!.id, now);

  const terms = request.promotion;
  const granted = request.grant ? grantFacts(terms, request.grant.amount, request.deposit?.amount ?? 0n, now) : null;
  const [bonus] = await tx
    .insert(bonuses)
    .values({
      memberId: member.id,
      promotionId: terms.id,
      claimNo,
      currency: terms.currency,
      status: granted ? 'active' : 'pending',
      depositRequestId: request.deposit?.id ?? null,
      depositAmount: request.deposit?.amount ?? 0n,
      promoCode: request.code ?? null,
      maxBet: terms.maxBet,
      maxConversion: terms.maxConversion,
      contributions: terms.contributions,
      otherContribution: terms.otherContribution,
      expiryDays: terms.expiryDays,
      // A pending claim lapses after the same number of days if its deposit never arrives.
      expiresAt: granted ? granted.expiresAt : bonusExpiresAt(now, terms.expiryDays),
      granted: granted?.granted ?? 0n,
      required: granted?.required ?? 0n,
      grantedAt: granted ? now : null,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!bonus) throw new Refusal(await conflictReason(tx, member.id, request.deposit?.id));

  const [counted] = await tx
    .update(promotions)
    .set({ claimsTotal: sql`${promotions.claimsTotal} + 1` })
    .where(and(eq(promotions.id, locked!.id), or(isNull(promotions.maxClaimsTotal), lt(promotions.claimsTotal, promotions.maxClaimsTotal))))
    .returning({ id: promotions.id });
  if (!counted) throw new Refusal('promotion_fully_claimed');
  return bonus;
}

/** One use of the code, under its row's lock; the CHECK on uses is the last word. */
async function takeCodeUse(tx: Database, code: string, promotionId: number, now: Date): Promise<void> {
  const [used] = await tx
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        eq(promoCodes.promotionId, promotionId),
        or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
        or(isNull(promoCodes.expiresAt), sql`${promoCodes.expiresAt} > ${now.toISOString()}::timestamptz`),
      ),
    )
    .returning({ code: promoCodes.code });
  if (used) return;
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.code, code), eq(promoCodes.promotionId, promotionId)));
  if (!row) throw new Refusal('promo_code_unknown');
  throw new Refusal(row.expiresAt && row.expiresAt <= now ? 'promo_code_expired' : 'promo_code_used_up');
}

/** Which unique key refused the bonus row. */
async function conflictReason(tx: Database, memberId: number, depositId: number | undefined): Promise<string> {
  const counts = await tx.execute(sql`
    select
      exists (select 1 from bonuses where member_id = ${memberId} and status in ('pending', 'active')) as open,
      exists (select 1 from bonuses where deposit_request_id = ${depositId ?? null}::int) as deposit`);
  const row = (counts as unknown as { rows: { open: boolean; deposit: boolean }[] }).rows[0]!;
  if (row.deposit) return 'deposit_already_used';
  return row.open ? 'bonus_already_active' : 'promotion_already_claimed';
}
