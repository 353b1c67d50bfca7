import { sql, type SQL } from 'drizzle-orm';
import { members } from '../../db/schema';
import { loyaltySettings, loyaltyTurnover, vipTiers } from '../../db/schema-loyalty';
import { loyaltyDay } from './rules/loyalty-day';

/**
 * A condition on the `members` row that holds for the members whose VIP tier is `tier` now: a level
 * ("2") or a tier's name in any of its languages ("Gold"). A member's tier is the highest whose
 * threshold their turnover over their currency's tier period reaches (the same rule as vip/status),
 * computed in one query for a whole segment.
 */
export function membersInVipTier(tier: string, now: Date, dayOffsetHours: number): SQL {
  const today = loyaltyDay(now, dayOffsetHours);
  const named = /^\d{1,3}$/.test(tier)
    ? sql`t.level = ${Number(tier)}`
    : sql`exists (select 1 from jsonb_each(t.languages) e where lower(e.value->>'name') = lower(${tier}))`;
  return sql`${members.id} in (
    select m.id
    from ${members} m
    join ${vipTiers} t on t.currency = m.currency and ${named}
    left join ${loyaltySettings} s on s.currency = m.currency
    cross join lateral (
      select coalesce(sum(lt.turnover), 0) as total
      from ${loyaltyTurnover} lt
      where lt.member_id = m.id
        and (s.vip_period_days is null or lt.day > ${today}::date - s.vip_period_days)
    ) played
    where played.total >= t.threshold
      and not exists (
        select 1 from ${vipTiers} higher
        where higher.currency = m.currency and higher.level > t.level and played.total >= higher.threshold
      )
  )`;
}
