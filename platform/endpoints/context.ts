import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import type { PlatformEnv } from '../env';
import type { ObjectStorage } from '../storage/client';
import type { members } from '../db/schema';
import type { StaffRole } from '@/lib/contracts/staff';
import type { MemberEventName, MemberEvents, StaffEventName, StaffEvents } from '@/lib/contracts/realtime';

/**
 * What a handler sees. The platform builds the services once at start-up (platform/app.ts);
 * the dispatcher adds the facts of one request. Handlers never touch Fastify.
 */

/** The session cookie as handlers see it. */
export type SessionCookie = {
  /** The raw token the browser sent, if any. */
  readonly token: string | undefined;
  set(token: string): void;
  clear(): void;
};

/**
 * The seam every module pushes through: `publishToMember(memberId, event, payload)`. It never
 * throws and never waits: the event is queued and sent after the caller's work, so callers publish
 * after their transaction commits and the push costs their request nothing (platform/realtime).
 */
export type MemberPublisher = {
  publishToMember<E extends MemberEventName>(memberId: number, event: E, payload: MemberEvents[E]): void;
  /** The same to the support desk's channel (console sessions of the chat roles). */
  publishToStaff<E extends StaffEventName>(event: E, payload: StaffEvents[E]): void;
};

/** How the platform reaches a member outside the site: mail over SMTP, SMS through an adapter (modules/mail). */
export type Messenger = {
  sendMail(message: { to: string; subject: string; text: string }): Promise<void>;
  sendSms(message: { to: string; text: string }): Promise<void>;
  close(): Promise<void>;
};

/**
 * Built once at start-up and shared by every request: one platform, one set (tests run several side
 * by side). An interface, so a module can add the service it defines the contract of without this
 * file importing it (Fastify's pattern): the games module adds `games`, its provider registry.
 */
export interface PlatformServices {
  db: Database;
  env: PlatformEnv;
  /** Object storage (the embedded server or S3): receipts, the published catalogue. */
  storage: ObjectStorage;
  /** Pushes to a member's private channel; publish after the transaction commits (it never throws). */
  realtime: MemberPublisher;
  /** Mail (SMTP) and SMS to members: password-reset links. */
  messenger: Messenger;
}

/** One request's facts. */
export type RequestFacts = {
  /** The request's "now", from the platform clock, so tests can move time instead of sleeping. */
  now: Date;
  /** The client's address (the site's proxy passes it in x-forwarded-for from loopback). */
  ip: string;
  userAgent: string;
  /** The device fingerprint hash the site sends in the `fp` header; '' when absent or malformed. */
  fingerprint: string;
  /** The visitor's country (ISO alpha-2) as the site's ingress reported it; null when unknown or not from a trusted proxy. */
  country: string | null;
  cookie: SessionCookie;
  /** The console's own session cookie (csid, path /console): staff/login sets it, staff/logout clears it. */
  consoleCookie: SessionCookie;
  log: FastifyBaseLogger;
};

/** A member's row: what a member endpoint's handler gets, and what the modules pass around. */
export type Member = typeof members.$inferSelect;

export type PublicContext = PlatformServices & RequestFacts;
export type MemberContext = PublicContext & { member: Member };
/** Who is calling an operator endpoint: an operator signed in to the console, or the shared key (CLI, automation). */
export type OperatorActor = { kind: 'key' } | { kind: 'staff'; id: number; username: string; role: StaffRole };

/** What a handler adds to its audit-log row: the object acted on and its values before and after. */
export type AuditDetail = { target?: string; before?: unknown; after?: unknown };

export type OperatorContext = PublicContext & {
  operator: OperatorActor;
  /** Adds the target and before/after values to this call's audit-log row (the dispatcher writes it). */
  audit(detail: AuditDetail): void;
};

/** How the dispatcher turns a console session token into the operator behind it (undefined: none live). */
export type StaffSessionLookup = (token: string, now: Date) => Promise<Extract<OperatorActor, { kind: 'staff' }> | undefined>;

/** One audit-log row as the dispatcher hands it to the staff module to store. */
export type AuditRecord = {
  at: Date;
  actor: OperatorActor;
  action: string;
  target: string;
  input: unknown;
  before: unknown;
  after: unknown;
  outcome: 'ok' | 'refused' | 'forbidden';
  msg: string;
  ip: string;
};

/** How the dispatcher turns a session token into the member behind it (undefined: no live session). */
export type SessionLookup = (token: string, now: Date) => Promise<Member | undefined>;
