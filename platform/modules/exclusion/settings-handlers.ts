import { REALITY_CHECK_MIN } from '@/lib/contracts/safety';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { recordMemberChange } from './member-audit';
import { playSettingsOf, savePlaySettings } from './play-settings';

/** safety/settings: the member's reality check and session limit (the defaults until they choose). */
export const safetySettings: Handler<'safety/settings'> = async (_input, ctx) => {
  const settings = await playSettingsOf(ctx.db, ctx.member.id);
  return ok({ ...settings, realityCheckMin: REALITY_CHECK_MIN });
};

/**
 * safety/settings-save: the reminder's interval (15–120 minutes, or 0: off) and the session limit
 * (or none), in force from the next request; the change and its audit-log row commit together.
 */
export const safetySettingsSave: Handler<'safety/settings-save'> = async ({ realityCheckMinutes, sessionLimitMinutes }, ctx) => {
  if (realityCheckMinutes !== 0 && realityCheckMinutes < REALITY_CHECK_MIN) return fail('reality_check_interval');
  const before = await playSettingsOf(ctx.db, ctx.member.id);
  const after = { realityCheckMinutes, sessionLimitMinutes };
  await ctx.db.transaction(async (tx) => {
    await savePlaySettings(tx, ctx.member.id, after, ctx.now);
    await recordMemberChange(tx, { at: ctx.now, member: ctx.member, action: 'member/play-settings', before, after, ip: ctx.ip });
  });
  return ok({ ...after, realityCheckMin: REALITY_CHECK_MIN });
};
