import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection';
import type { PlatformEnv } from '../env';
import type { ObjectStorage } from '../storage/client';
import type { GameProviders } from '../modules/games/provider';
import type { Member } from '../modules/members/member';

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
  log: FastifyBaseLogger;
};

export type PublicContext = PlatformServices & RequestFacts;
export type MemberContext = PublicContext & { member: Member };
export type OperatorContext = PublicContext & { operator: true };

/** How the dispatcher turns a session token into the member behind it (undefined: no live session). */
export type SessionLookup = (token: string, now: Date) => Promise<Member | undefined>;
