import { HISTORY_TYPES } from './contracts/history-types';
import { WALLET_TARGETS, isWalletTarget, type WalletTarget } from './contracts/wallet-targets';

export { WALLET_TARGETS, isWalletTarget, type WalletTarget };

/**
 * The one route table (docs/PRODUCT.md §2). Each route after the `/{lang}` segment states its
 * layout, its named guards (run in order by proxy.ts) and the module that can hide it.
 * The proxy, the build's route-rules manifest and the tests read this; nobody repeats it.
 */
export type LayoutName = 'default' | 'category' | 'play';
export type GuardName = 'auth' | 'general-tnc' | 'gms' | 'non-auth' | 'query-redirect';
export type DialogAction =
  'login' | 'register' | 'language' | 'tnc' | 'contact-us' | 'inbox' | 'forgot-password' | 'reset-password' | WalletTarget;

/** The ten transaction sub-modules (docs/PRODUCT.md §2): the same list the history contract accepts. */
export const TRANSACTION_TYPES = HISTORY_TYPES;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type RouteDef = {
  id: string;
  /** path after the language segment; `:name` matches one segment */
  pattern: string;
  layout: LayoutName;
  guards: readonly string[];
  /** module setting name (docs/PRODUCT.md §3) that can hide this route; `:type` takes the param */
  module?: string;
  parentModule?: string;
  /** for query-redirect: the dialog it opens instead of a page */
  dialog?: DialogAction;
};

export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pattern: '/', layout: 'default', guards: [] },
  { id: 'account', pattern: '/account', layout: 'default', guards: ['auth', 'general-tnc'], module: 'profile' },
  // Take a break (RTS 13, 14): reality check, session limit, cool-off, self-exclusion; a member's own, never hidden by a module setting.
  { id: 'take-a-break', pattern: '/account/take-a-break', layout: 'default', guards: ['auth', 'general-tnc'] },
  // Deposit, loss and wager limits (RTS 12): a member's own, never hidden by a module setting.
  { id: 'limits', pattern: '/account/limits', layout: 'default', guards: ['auth', 'general-tnc'] },
  // The money timeline (UKGC RTS 1): a member's own, never hidden by a module setting.
  { id: 'timeline', pattern: '/account/timeline', layout: 'default', guards: ['auth', 'general-tnc'] },
  // Account security: two-step sign-in, signed-in devices, sign-in history (docs/member-safety.md).
  { id: 'security', pattern: '/account/security', layout: 'default', guards: ['auth', 'general-tnc'], module: 'profile' },
  // Verification (KYC): the member's documents and status (docs/member-safety.md).
  {
    id: 'verification',
    pattern: '/account/verification',
    layout: 'default',
    guards: ['auth', 'general-tnc'],
    module: 'profile',
  },
  // The wallet's pages open its dialog; its sub-modules' settings can hide each (a hidden one goes to /error).
  {
    id: 'bank',
    pattern: '/bank',
    layout: 'default',
    guards: ['auth', 'query-redirect'],
    dialog: 'bank',
    module: 'bank',
    parentModule: 'wallet',
  },
  {
    id: 'deposit',
    pattern: '/deposit',
    layout: 'default',
    guards: ['auth', 'query-redirect'],
    dialog: 'deposit',
    module: 'deposit',
    parentModule: 'wallet',
  },
  {
    id: 'withdrawal',
    pattern: '/withdrawal',
    layout: 'default',
    guards: ['auth', 'query-redirect'],
    dialog: 'withdrawal',
    module: 'withdrawal',
    parentModule: 'wallet',
  },
  { id: 'register', pattern: '/register', layout: 'default', guards: ['non-auth', 'query-redirect'], dialog: 'register' },
  { id: 'daily-tasks', pattern: '/daily-tasks', layout: 'default', guards: [], module: 'daily-tasks' },
  { id: 'help-center', pattern: '/help-center/:general', layout: 'default', guards: [], module: 'help-center' },
  { id: 'promo-center', pattern: '/promo-center', layout: 'default', guards: ['auth', 'general-tnc'], module: 'promo-center' },
  { id: 'promo-center-item', pattern: '/promo-center/:id', layout: 'default', guards: ['auth', 'general-tnc'], module: 'promo-center' },
  { id: 'promotions', pattern: '/promotions', layout: 'default', guards: [], module: 'promotions' },
  { id: 'promotions-item', pattern: '/promotions/:id', layout: 'default', guards: [], module: 'promotions' },
  { id: 'referral', pattern: '/referral', layout: 'default', guards: [], module: 'referral' },
  { id: 'vip', pattern: '/vip', layout: 'default', guards: [], module: 'vip' },
  // Histories are a member's own: a visitor is asked to log in (docs/PRODUCT.md §6; nothing to show a visitor).
  {
    id: 'transactions',
    pattern: '/transactions/:type',
    layout: 'default',
    guards: ['auth'],
    module: ':type',
    parentModule: 'transactions',
  },
  { id: 'game', pattern: '/game/:play', layout: 'play', guards: ['auth', 'general-tnc'] },
  { id: 'providers', pattern: '/providers/:category', layout: 'category', guards: ['gms'] },
  { id: 'category-item', pattern: '/:category/:id', layout: 'category', guards: ['gms'] },
  { id: 'category', pattern: '/:category', layout: 'category', guards: ['gms'] },
];

export type RouteMatch = { route: RouteDef; params: Record<string, string> };

function matchPattern(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const segment = segments[i]!;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part !== segment) return null;
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Finds the route for a path after the language segment ('/' for home). Static patterns win: the table is ordered. */
export function matchRoute(restPath: string): RouteMatch | null {
  const segments = restPath.split('/').filter(Boolean);
  for (const route of ROUTES) {
    const params = matchPattern(route.pattern, segments);
    if (!params) continue;
    if (route.id === 'transactions' && !TRANSACTION_TYPES.includes(params.type as TransactionType)) return null;
    return { route, params };
  }
  return null;
}

/** The module name that can hide a matched route, with `:param` filled in. */
export function routeModule(match: RouteMatch): { name: string; parent: string } | null {
  const { module, parentModule } = match.route;
  if (!module) return null;
  const name = module.startsWith(':') ? (match.params[module.slice(1)] ?? '') : module;
  return { name, parent: parentModule ?? '' };
}
