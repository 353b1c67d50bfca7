import { eq } from 'drizzle-orm';
import { REALITY_CHECK_DEFAULT } from '@/lib/contracts/safety';
import type { Database } from '../../db/connection';
import { memberPlaySettings } from '../../db/schema-exclusion';

export type PlaySettings = { realityCheckMinutes: number; sessionLimitMinutes: number | null };

/** Until a member chooses: a reminder every hour of play, no session limit. */
export const DEFAULT_PLAY_SETTINGS: PlaySettings = { realityCheckMinutes: REALITY_CHECK_DEFAULT, sessionLimitMinutes: null };

export async function playSettingsOf(db: Database, memberId: number): Promise<PlaySettings> {
  const [row] = await db
    .select({ realityCheckMinutes: memberPlaySettings.realityCheckMinutes, sessionLimitMinutes: memberPlaySettings.sessionLimitMinutes })
    .from(memberPlaySettings)
    .where(eq(memberPlaySettings.memberId, memberId))
    .limit(1);
  return row ?? DEFAULT_PLAY_SETTINGS;
}

export async function savePlaySettings(tx: Database, memberId: number, settings: PlaySettings, now: Date): Promise<void> {
  await tx
    .insert(memberPlaySettings)
    .values({ memberId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: memberPlaySettings.memberId, set: { ...settings, updatedAt: now } });
}
