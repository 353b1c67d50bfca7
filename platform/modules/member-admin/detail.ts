import type { MemberDetail } from '@/lib/contracts/console-members';
import type { Database } from '../../db/connection';
import type { PlatformEnv } from '../../env';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { cashAndBonus, decimalsFor, formatMinor } from '../ledger';
import { currentTier } from '../loyalty';
import type { Member } from '../../endpoints/context';
import { statusOf, findPin, findMemberById, liveSessions, sessionPolicy } from '../members';
import { toMemberRow } from './search';

type Facts = { db: Database; env: PlatformEnv; now: Date };

/** Everything the member page's header shows: profile, lock, PIN lock, balances, VIP tier, live sessions. */
export async function memberDetail(member: Member, { db, env, now }: Facts): Promise<MemberDetail> {
  const decimals = decimalsFor(member);
  const [status, pin, money, vip, sessions] = await Promise.all([
    statusOf(db, member.id),
    findPin(db, member.id),
    cashAndBonus(db, member),
    currentTier(db, member, now, env.loyaltyDayOffsetHours),
    liveSessions(db, member.id, now, sessionPolicy(env), { limit: 1, offset: 0 }),
  ]);
  const pinLockedUntil = pin?.lockedUntil && pin.lockedUntil > now ? pin.lockedUntil.toISOString() : null;
  return {
    ...toMemberRow(member, status),
    email: member.email,
    language: member.language,
    lockedAt: status.lockedAt ? status.lockedAt.toISOString() : null,
    lockReason: status.lockReason,
    lockedBy: status.lockedBy,
    pin: { set: pin !== undefined, lockedUntil: pinLockedUntil, failedTries: pin?.failedCount ?? 0 },
    balance: { cash: formatMinor(money.cash, decimals), bonus: formatMinor(money.bonus, decimals) },
    vip: vip.tier
      ? {
          level: vip.tier.level,
          name: vip.tier.languages.en?.name ?? Object.values(vip.tier.languages)[0]?.name ?? `Level ${vip.tier.level}`,
          turnover: formatMinor(vip.turnover, decimals),
        }
      : null,
    activeSessions: sessions.total,
  };
}

/** operator/member-detail */
export const operatorMemberDetail: Handler<'operator/member-detail'> = async ({ memberId }, ctx) => {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) return fail('member_not_found');
  return ok(await memberDetail(member, ctx));
};
