import type { Database } from '../db/connection';
import { members } from '../db/schema';
import { hashPassword, findMemberByUsername } from '../modules/members';

/** The terms version the seed starts with (reference-data's `tac`): the demo members accepted it. */
const DEMO_TERMS_VERSION = '1';

/** Demo logins printed at start; usernames follow the register rules (6–16 letters and digits). */
export const demoMembers = [
  { username: 'demomy01', password: 'Demo@1234', countryCode: 'MY', currency: 'MYR', language: 'en', mobileno: '60-0100000001' },
  { username: 'demoth01', password: 'Demo@1234', countryCode: 'TH', currency: 'THB', language: 'th', mobileno: '66-810000001' },
] as const;

/** "demomy01 / Demo@1234 (en-my)": the language segment the site would open for this member. */
export function describeDemoLogins(): string {
  return demoMembers.map((m) => `${m.username} / ${m.password} (${m.language}-${m.countryCode.toLowerCase()})`).join(', ');
}

/** Created only when absent, hashed like any other password; an operator's changes to them survive restarts. */
export async function seedDemoMembers(db: Database, now: Date): Promise<void> {
  for (const demo of demoMembers) {
    if (await findMemberByUsername(db, demo.username)) continue;
    await db
      .insert(members)
      .values({
        username: demo.username,
        passwordHash: await hashPassword(demo.password),
        mobileno: demo.mobileno,
        countryCode: demo.countryCode,
        currency: demo.currency,
        language: demo.language,
        tncAcceptedAt: now,
        tncVersion: DEMO_TERMS_VERSION,
        createdAt: now,
      })
      // Another process may seed at the same moment; the unique indexes settle it.
      .onConflictDoNothing();
  }
}
