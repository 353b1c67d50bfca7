import type { GuardName, RouteMatch } from './routes';

/** What a guard needs to know about the request; the proxy gathers it. */
export type GuardContext = {
  lang: string;
  /** full path including the language segment, and the query string (with '?', or '') */
  path: string;
  search: string;
  match: RouteMatch;
  member: { id: number; currency: string; tncAcceptedAt: string | null; tncVersion?: string | null | undefined } | null;
  /** days a member's accepted terms stay valid (common/tac-expiry-setting); null when unknown */
  tacExpiryDays: number | null;
  /** the current terms version (common/tac-expiry-setting); null when unknown */
  tacVersion?: string | null;
  /** categories enabled for the current currency (common/get-category-setting) */
  categories: readonly string[];
  now: Date;
};

export type GuardOutcome = { kind: 'next' } | { kind: 'redirect'; to: string } | { kind: 'not-found' };

type Guard = (ctx: GuardContext) => GuardOutcome;

const NEXT: GuardOutcome = { kind: 'next' };
const DAY_MS = 86_400_000;

function withAction(ctx: GuardContext, action: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams(ctx.search);
  query.delete('action');
  const params = new URLSearchParams({ action, ...extra });
  query.forEach((value, key) => params.append(key, value));
  return `/${ctx.lang}?${params.toString()}`;
}

/** Guards by the names docs/PRODUCT.md §2 gives them; that section says what each does. */
export const GUARDS: Record<GuardName, Guard> = {
  // A visitor is asked to log in and comes back here afterwards.
  auth: (ctx) =>
    ctx.member ? NEXT : { kind: 'redirect', to: withAction({ ...ctx, search: '' }, 'login', { redirect: ctx.path + ctx.search }) },
  // Visitor-only routes send a member home.
  'non-auth': (ctx) => (ctx.member ? { kind: 'redirect', to: `/${ctx.lang}` } : NEXT),
  // Terms never accepted, accepted in another version, or longer ago than the operator allows must be accepted (again) first.
  'general-tnc': (ctx) => {
    if (!ctx.member || ctx.tacExpiryDays == null) return NEXT;
    const accepted = ctx.member.tncAcceptedAt ? Date.parse(ctx.member.tncAcceptedAt) : Number.NaN;
    const sameVersion = ctx.tacVersion == null || ctx.member.tncVersion === ctx.tacVersion;
    const fresh = sameVersion && Number.isFinite(accepted) && ctx.now.getTime() - accepted < ctx.tacExpiryDays * DAY_MS;
    return fresh ? NEXT : { kind: 'redirect', to: withAction({ ...ctx, search: '' }, 'tnc', { redirect: ctx.path + ctx.search }) };
  },
  // The route opens its dialog on the home page instead of a page of its own.
  'query-redirect': (ctx) => (ctx.match.route.dialog ? { kind: 'redirect', to: withAction(ctx, ctx.match.route.dialog) } : NEXT),
  // The category must exist and be enabled for the current currency.
  gms: (ctx) => {
    const category = ctx.match.params.category;
    return category && ctx.categories.includes(category) ? NEXT : { kind: 'not-found' };
  },
};

export function isGuardName(name: string): name is GuardName {
  return Object.hasOwn(GUARDS, name);
}

/** Runs a route's guards in order; the first that does not pass decides. */
export function runGuards(names: readonly string[], ctx: GuardContext): GuardOutcome {
  for (const name of names) {
    if (!isGuardName(name)) throw new Error('Unknown route middleware');
    const outcome = GUARDS[name](ctx);
    if (outcome.kind !== 'next') return outcome;
  }
  return NEXT;
}
