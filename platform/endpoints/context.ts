import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import type { PlatformEnv } from '../env';
import type { ObjectStorage } from '../storage/client';
import type { GameProviders } from '../modules/games/provider';
import type { Member } from '../modules/members/member';
import type { StaffRole } from '@/lib/contracts/staff';
import type { MemberPublisher } from '../modules/realtime/member-events';
import type { Messenger } from '../modules/mail/messenger';

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

/** Built once at start-up and shared by every request: one platform, one set (tests run several side by side). */
export type PlatformServices = {
  db: Database;
  env: PlatformEnv;
  /** Object storage (the embedded server or S3): receipts, the published catalogue. */
  storage: ObjectStorage;
  /** The game providers registered at start-up: game/play asks them for launch URLs. */
  games: GameProviders;
  /** Pushes to a member's private channel; publish after the transaction commits (it never throws). */
  realtime: MemberPublisher;
  /** Mail (SMTP) and SMS to members: password-reset links. */
  messenger: Messenger;
};

/** One request's facts. */
export type RequestFacts = {
  /** The request's "now", from the platform clock, so tests can move time instead of sleeping. */
  now: Date;
  /** The client's address (the site's proxy passes it in x-forwarded-for from loopback). */
  ip: string;
  userAgent: string;
  /** The device fingerprint hash the site sends in the `fp` header; '' when absent or malformed. */
  fingerprint: string;
  cookie: SessionCookie;
  /** The console's own session cookie (csid, path /console): staff/login sets it, staff/logout clears it. */
  consoleCookie: SessionCookie;
  log: FastifyBaseLogger;
};

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
