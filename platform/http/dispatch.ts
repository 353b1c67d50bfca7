import { timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { endpoints, type Access, type EndpointName } from '@/lib/contracts/endpoints';
import { payloadFlaw } from '@/lib/contracts/payload-guard';
import type {
  AuditDetail,
  AuditRecord,
  OperatorActor,
  OperatorContext,
  PlatformServices,
  PublicContext,
  SessionCookie,
  SessionLookup,
  StaffSessionLookup,
} from '../endpoints/context';
import { isAudited, mayCall } from '../endpoints/operator-access';
import type { Handler, HandlerMap } from '../endpoints/handler';
import type { PlatformEnv } from '../env';
import { sendEnvelope } from './envelope';
import { ApiError, notLoggedIn, unknownEndpoint } from './errors';
import { describeIssues } from './validation';

export const SESSION_COOKIE = 'sid';
/** The console's session cookie: its own name, sent only to /console (the console's API proxy lives there). */
export const CONSOLE_COOKIE = 'csid';
export const CONSOLE_COOKIE_PATH = '/console';
export const OPERATOR_KEY_HEADER = 'x-operator-key';

/** What the dispatcher runs with, all built by platform/app.ts: it knows no module by name. */
export type DispatchDeps = {
  /** Spread into every handler's context. */
  services: PlatformServices;
  clock: () => Date;
  /** The endpoint registry (platform/endpoints/registry.ts). */
  handlers: HandlerMap;
  memberForSession: SessionLookup;
  /** The operator behind a console session (the staff module). */
  staffForSession: StaffSessionLookup;
  /** Stores one audit-log row (the staff module). */
  recordAudit: (record: AuditRecord) => Promise<void>;
};

/** POST /api/{name}: find the contract entry, check access, validate, run the handler, wrap the answer. */
export async function dispatch(deps: DispatchDeps, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const name = (request.params as { '*'?: string })['*'] ?? '';
  if (!isEndpointName(name, deps.handlers)) throw unknownEndpoint(name);
  const env = deps.services.env;
  const definition = endpoints[name];
  const access = definition.access as Access;

  const base: PublicContext = {
    ...deps.services,
    now: deps.clock(),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    fingerprint: fingerprintHeader(request.headers.fp),
    country: countryHeader(request),
    cookie: sessionCookie(env, request, reply),
    consoleCookie: consoleCookie(env, request, reply),
    log: request.log,
  };

  // Access before validation: a caller without rights learns nothing about the payload rules.
  let ctx: PublicContext = base;
  if (access === 'member') {
    const token = base.cookie.token;
    const member = token ? await deps.memberForSession(token, base.now) : undefined;
    if (!member) {
      if (token) base.cookie.clear();
      throw notLoggedIn();
    }
    ctx = { ...base, member } as PublicContext;
  } else if (access === 'operator') {
    const actor = await operatorOf(deps, base, request);
    if (!mayCall(actor, name)) {
      // A signed-in operator whose role may not call this: refused, and the attempt is on record.
      await deps.recordAudit({
        ...auditBase(base, actor, name),
        input: rawBody(request),
        outcome: 'forbidden',
        msg: 'operator_role_forbidden',
      });
      throw new ApiError(403, 'operator_role_forbidden');
    }
    ctx = { ...base, operator: actor, audit: () => undefined } satisfies OperatorContext as PublicContext;
  }

  // A missing body and JSON null both mean "no input".
  const body = request.body ?? undefined;
  const flaw = payloadFlaw(body);
  if (flaw) throw new ApiError(400, `${flaw.field}: ${flaw.key}`, { errors: { [flaw.field]: flaw.key } });
  const parsed = definition.input.safeParse(body);
  if (!parsed.success) {
    const { msg, errors } = describeIssues(parsed.error.issues, body);
    throw new ApiError(400, msg, { errors });
  }

  // The registry's mapped type guarantees handlers[name] matches endpoints[name]; TypeScript cannot follow the correlation through a union key.
  const handler = deps.handlers[name] as Handler<EndpointName> as (input: unknown, ctx: PublicContext) => ReturnType<Handler<EndpointName>>;
  let detail: AuditDetail = {};
  if ('operator' in ctx) (ctx as OperatorContext).audit = (d) => void (detail = { ...detail, ...d });
  const result = await handler(parsed.data, ctx);
  if ('operator' in ctx && isAudited(name)) {
    await deps.recordAudit({
      ...auditBase(base, (ctx as OperatorContext).operator, name),
      target: detail.target ?? targetOf(parsed.data),
      input: parsed.data,
      before: detail.before ?? null,
      after: detail.after ?? (result.ok ? (result.output ?? null) : null),
      outcome: result.ok ? 'ok' : 'refused',
      msg: result.msg,
    });
  }
  if (result.ok) return sendEnvelope(reply, 200, { status: true, msg: result.msg, output: result.output });
  return sendEnvelope(reply, result.httpStatus, {
    status: false,
    msg: result.msg,
    code: result.code,
    output: result.output,
  });
}

/** The shared key (CLI, automation) or the operator of a live console session; 401 otherwise (a dead console session: sign in again). */
async function operatorOf(deps: DispatchDeps, base: PublicContext, request: FastifyRequest): Promise<OperatorActor> {
  if (operatorKeyMatches(deps.services.env.operatorKey, request.headers[OPERATOR_KEY_HEADER])) return { kind: 'key' };
  const token = base.consoleCookie.token;
  const staff = token ? await deps.staffForSession(token, base.now) : undefined;
  if (staff) return staff;
  if (!token) throw new ApiError(401, 'operator_key_required');
  base.consoleCookie.clear();
  throw new ApiError(401, 'operator_login_required');
}

function auditBase(base: PublicContext, actor: OperatorActor, action: string) {
  return { at: base.now, actor, action, ip: base.ip, target: '', before: null, after: null };
}

/** The request body as given (for a forbidden call, which is not validated). */
function rawBody(request: FastifyRequest): unknown {
  return request.body ?? null;
}

/** A readable target from the usual id fields of an operator payload: "id 12", "username alice". */
function targetOf(input: unknown): string {
  if (!input || typeof input !== 'object') return '';
  const fields = ['id', 'requestId', 'promotionId', 'staffId', 'username', 'code', 'currency'];
  const record = input as Record<string, unknown>;
  return fields
    .filter((f) => typeof record[f] === 'string' || typeof record[f] === 'number')
    .map((f) => `${f} ${String(record[f])}`)
    .join(', ');
}

/** Own-property lookup, so "constructor" or "__proto__" are unknown names rather than crashes. */
function isEndpointName(name: string, handlers: HandlerMap): name is EndpointName {
  return Object.hasOwn(endpoints, name) && Object.hasOwn(handlers, name);
}

function sessionCookie(env: PlatformEnv, request: FastifyRequest, reply: FastifyReply): SessionCookie {
  const options: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: env.cookieSecure };
  return {
    token: request.cookies[SESSION_COOKIE] || undefined,
    set(token) {
      // The browser may keep the cookie as long as the session can possibly live; idle expiry is enforced server-side.
      reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge: env.sessionAbsoluteHours * 3600 });
    },
    clear() {
      reply.clearCookie(SESSION_COOKIE, options);
    },
  };
}

function consoleCookie(env: PlatformEnv, request: FastifyRequest, reply: FastifyReply): SessionCookie {
  // Strict: the console is never entered from another site's link with its session.
  const options: CookieSerializeOptions = { httpOnly: true, sameSite: 'strict', path: CONSOLE_COOKIE_PATH, secure: env.cookieSecure };
  return {
    token: request.cookies[CONSOLE_COOKIE] || undefined,
    set(token) {
      reply.setCookie(CONSOLE_COOKIE, token, { ...options, maxAge: env.staffSessionAbsoluteHours * 3600 });
    },
    clear() {
      reply.clearCookie(CONSOLE_COOKIE, options);
    },
  };
}

function operatorKeyMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The visitor's country the site forwards (`x-country`, `cf-ipcountry`: its ingress drops them from
 * untrusted peers), believed only when the request itself came through a trusted proxy (Fastify's
 * `ips` holds the forwarded chain only then).
 */
function countryHeader(request: FastifyRequest): string | null {
  if ((request.ips?.length ?? 0) < 2) return null;
  for (const name of ['x-country', 'cf-ipcountry']) {
    const value = request.headers[name];
    const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
    if (/^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1') return code;
  }
  return null;
}

/** The site's `fp` header (a short hash of the device fingerprint); anything else reads as absent. */
function fingerprintHeader(value: string | string[] | undefined): string {
  const text = typeof value === 'string' ? value.trim() : '';
  return /^[A-Za-z0-9_-]{4,128}$/.test(text) ? text : '';
}
