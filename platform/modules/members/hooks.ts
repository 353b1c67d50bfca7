import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import type { Member, PublicContext } from '../../endpoints/context';

/** What the server knows of the device a request came from. */
export type Device = { fingerprint: string; ip: string; userAgent: string };

export type ReferralCheck = { ok: true; referrerId: number | null } | { ok: false; msg: string };

/** How a sign-in attempt on a known account ended (the login history keeps refused ones too). */
export type LoginOutcome = 'success' | 'wrong_password' | 'wrong_code' | 'locked' | 'refused' | 'throttled';
/** What proved a successful sign-in. */
export type LoginMethod = 'password' | 'code' | 'recovery_code';

/**
 * What other modules add to registering, signing in and binding a bank account, without members
 * knowing them: loyalty's referral checks and login visits, promotions' register opt-in, security's
 * second factor and login history. Members sit
 * below both (they read members), so the calls go up through this seam; platform/app.ts sets it at
 * start-up. Each runs where the step used to call it, with the same arguments.
 */
export type MemberHooks = {
  /** Before the account is written: a referral code must name a member, not the registrant's own device. */
  checkReferral(
    db: Database,
    input: { code: string | undefined; device: Device; signedInAs: number | null; username: string; now: Date },
  ): Promise<ReferralCheck>;
  /** After the account is written: the referral and the device it came from. */
  recordReferral(db: Database, memberId: number, referrerId: number | null, device: Device, now: Date): Promise<void>;
  /** A sign-in, or a registration (device null): the day's visit, the device kept. */
  signedIn(db: Database, memberId: number, facts: { now: Date; device: Device | null; dayOffsetHours: number }): Promise<void>;
  /** After registration: a register link's promotion (never fails the registration). */
  registered(db: Database, member: Member, cmsId: string | undefined, now: Date, log: FastifyBaseLogger): Promise<void>;
  /** Before a bank account is bound: the refusal's message, or null. */
  bankAccountRefusal(db: Database, member: { id: number; username: string }, accountNumber: string, now: Date): Promise<string | null>;
  /** Each sign-in attempt on a known account, refused ones too: security's login history. */
  loginAttempted(ctx: PublicContext, memberId: number, outcome: LoginOutcome, method?: LoginMethod): Promise<void>;
  /** After the right password: a challenge to answer with a code when the member has two-factor on (no session yet), else null. */
  secondFactorChallenge(ctx: PublicContext, memberId: number): Promise<{ challenge: string } | null>;
  /** A step that needs the second factor again (changing the password): null when it may go on, else the refusal's message key. */
  secondFactorRefusal(ctx: PublicContext, memberId: number, code: string | undefined): Promise<string | null>;
  /** After the right password, before any session: a break in force refuses the login (its message key and end), else null. */
  signInRefusal(db: Database, memberId: number, now: Date): Promise<{ msg: string; output: unknown } | null>;
  /** On each request of a session: true when it must end now (a break in force, the member's session limit). */
  sessionEnds(db: Database, memberId: number, sessionStartedAt: Date, now: Date): Promise<boolean>;
};

/** Without hooks (a platform that never set them) the steps are the account's alone. */
const noMemberHooks: MemberHooks = {
  checkReferral: async () => ({ ok: true, referrerId: null }),
  recordReferral: async () => undefined,
  signedIn: async () => undefined,
  registered: async () => undefined,
  bankAccountRefusal: async () => null,
  loginAttempted: async () => undefined,
  secondFactorChallenge: async () => null,
  secondFactorRefusal: async () => null,
  signInRefusal: async () => null,
  sessionEnds: async () => false,
};

// One per process: several platforms in one process (tests) all set the same stateless functions.
let hooks: MemberHooks = noMemberHooks;

export function setMemberHooks(next: MemberHooks): void {
  hooks = next;
}

export function memberHooks(): MemberHooks {
  return hooks;
}
