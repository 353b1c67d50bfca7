import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { EndpointName, EndpointOutput, endpoints } from '@/lib/contracts/endpoints';
import type { Database } from '../db/connection';
import type { PlatformEnv } from '../env';
import type { ObjectStorage } from '../storage/client';
import type { Member } from '../modules/members/member';
import type { HandlerResult } from './result';

/** The session cookie as handlers see it: they never touch Fastify's reply. */
export type SessionCookie = {
  /** The raw token the browser sent, if any. */
  readonly token: string | undefined;
  set(token: string): void;
  clear(): void;
};

/** Everything a handler may use; built per request by the dispatcher. */
export type PublicContext = {
  db: Database;
  env: PlatformEnv;
  /** Object storage (the embedded server or S3): receipts, the published catalogue. */
  storage: ObjectStorage;
  /** The request's "now", from the platform clock, so tests can move time instead of sleeping. */
  now: Date;
  /** The client's address (the site's proxy passes it in x-forwarded-for from loopback). */
  ip: string;
  userAgent: string;
  cookie: SessionCookie;
  log: FastifyBaseLogger;
};

export type MemberContext = PublicContext & { member: Member };
export type OperatorContext = PublicContext & { operator: true };

type Def<N extends EndpointName> = (typeof endpoints)[N];

export type ContextFor<N extends EndpointName> = Def<N>['access'] extends 'member'
  ? MemberContext
  : Def<N>['access'] extends 'operator'
    ? OperatorContext
    : PublicContext;

export type InputFor<N extends EndpointName> = z.output<Def<N>['input']>;

export type Handler<N extends EndpointName> = (
  input: InputFor<N>,
  ctx: ContextFor<N>,
) => Promise<HandlerResult<EndpointOutput<N>>>;

/** The registry's shape: exactly one handler per contract name, typed by that name's schemas. */
export type HandlerMap = { [N in EndpointName]: Handler<N> };
