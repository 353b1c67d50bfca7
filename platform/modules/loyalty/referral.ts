import { and, desc, eq, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../../db/connection';
import { referralClaims } from '../../db/schema-loyalty';
import type { Handler } from '../../endpoints/handler';
import { done, fail, ok } from '../../endpoints/result';
import { isUniqueViolation, formatRate, decimalsFor, formatMinor } from '../ledger';
import type { Member } from '../../endpoints/context';
import { loyaltyConfig } from './config';
import { LOYALTY_ENTRY_KINDS, payLoyalty } from './payout';
import { basisTotal, referredMembers } from './referral-basis';
import { referralCodeOf, referrerByCode } from './referral-codes';
import { loyaltyDay, shiftDay } from './rules/loyalty-day';
import { commissionOn, maskUsername } from './rules/referral';

/** A referred member counts as active when they played in the last ACTIVE_DAYS loyalty days. */
const ACTIVE_DAYS = 30;

/** Where commission stands: everything claimed so far, and the window since the last claim (the console reads it too). */
export async function commissionState(db: Database, member: Member) {
  const { settings } = await loyaltyConfig(db, member.currency);
  const [referred, [last], [claimedRow]] = await Promise.all([
    referredMembers(db, member.id),
    db.select().from(referralClaims).where(eq(referralClaims.memberId, member.id)).orderBy(desc(referralClaims.id)).limit(1),
    db
      .select({ total: sql<string>`coalesce(sum(${referralClaims.amount}), 0)::text` })
      .from(referralClaims)
      .where(eq(referralClaims.memberId, member.id)),
  ]);
  const total = basisTotal(referred, settings.commissionBasis);
  const claimable = commissionOn(total - (last?.basisTotal ?? 0n), settings.commissionBp);
  return { settings, referred, last, total, claimable, claimed: BigInt(claimedRow?.total ?? '0') };
}

/** referral/info: the member's code, link and QR, the members they brought and their commission. */
export const referralInfo: Handler<'referral/info'> = async ({ language, origin }, { db, member, now, env }) => {
  const decimals = decimalsFor(member);
  const code = await referralCodeOf(db, member.id);
  const path = `/${language.toLowerCase()}/register?ref=${code}`;
  const state = await commissionState(db, member);
  const activeSince = shiftDay(loyaltyDay(now, env.loyaltyDayOffsetHours), ACTIVE_DAYS - 1);
  // Drawn here, as SVG text: the page shows it without shipping a QR library to the browser.
  const qrSvg = await QRCode.toString(`${origin}${path}`, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return ok({
    code,
    path,
    qrSvg,
    rate: formatRate(state.settings.commissionBp),
    basis: state.settings.commissionBasis,
    minimum: formatMinor(state.settings.commissionMinimum, decimals),
    accrued: formatMinor(state.claimed + state.claimable, decimals),
    claimable: formatMinor(state.claimable, decimals),
    claimed: formatMinor(state.claimed, decimals),
    referred: state.referred.map((r) => ({
      username: maskUsername(r.username),
      joinedAt: r.joinedAt.toISOString(),
      active: r.lastPlayedDay !== null && r.lastPlayedDay >= activeSince,
    })),
  });
};

/** referral/check: whether a code exists (the register form checks a link's code before sending). */
export const referralCheck: Handler<'referral/check'> = async ({ code }, { db }) =>
  (await referrerByCode(db, code)) ? done() : fail('referral_code_not_found');

/**
 * referral/claim: pays the commission earned since the last claim (house_loyalty → main) and
 * records the claim, which closes that window. The journal key is the window (the claim it
 * follows), so parallel claims pay once; the client's key makes a retry answer what it first did.
 */
export const referralClaim: Handler<'referral/claim'> = async ({ idempotencyKey }, { db, member, now }) => {
  const decimals = decimalsFor(member);
  for (let attempt = 1; attempt <= 2; attempt++) {
    const [earlier] = await db
      .select()
      .from(referralClaims)
      .where(and(eq(referralClaims.memberId, member.id), eq(referralClaims.idempotencyKey, idempotencyKey)))
      .limit(1);
    if (earlier) return ok({ amount: formatMinor(earlier.amount, decimals), claimable: formatMinor(0n, decimals) });

    const state = await commissionState(db, member);
    if (state.claimable <= 0n) return fail('nothing_to_claim');
    if (state.claimable < state.settings.commissionMinimum) {
      return fail('referral_below_minimum', { output: { n: formatMinor(state.settings.commissionMinimum, decimals) } });
    }
    const result = await claimWindow(db, member, state, idempotencyKey, now);
    if (result.ok && !result.replayed) return ok({ amount: formatMinor(state.claimable, decimals), claimable: formatMinor(0n, decimals) });
    if (!result.ok && result.msg !== 'idempotency_conflict') return fail(result.msg);
    // Lost the race for this window: the next loop finds our key's claim or the window after it.
  }
  return fail('nothing_to_claim');
};

async function claimWindow(
  db: Database,
  member: Member,
  state: Awaited<ReturnType<typeof commissionState>>,
  idempotencyKey: string,
  now: Date,
) {
  try {
    return await payLoyalty(db, member, {
      kind: LOYALTY_ENTRY_KINDS.referral,
      idempotencyKey: `referral:${member.id}:after:${state.last?.id ?? 0}`,
      amount: state.claimable,
      meta: { basisTotal: state.total.toString(), rateBp: state.settings.commissionBp, basis: state.settings.commissionBasis },
      within: async (tx, entryId) => {
        await tx.insert(referralClaims).values({
          memberId: member.id,
          basisTotal: state.total,
          rateBp: state.settings.commissionBp,
          amount: state.claimable,
          entryId,
          idempotencyKey,
          claimedAt: now,
        });
      },
    });
  } catch (error) {
    if (isUniqueViolation(error, 'referral_claims_member_key')) return { ok: false as const, msg: 'idempotency_conflict' };
    throw error;
  }
}
