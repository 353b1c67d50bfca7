/**
 * The shape of every console query key, `['console', resource, ...params]`, and the one list of
 * resources the console caches (the site's own list is lib/api/query-keys.ts; the console has
 * its own query client, so the two never meet). Each section's api.ts builds its keys here and
 * invalidates through them; a shorter key matches every longer one (TanStack's partial match):
 * `consoleKey('catalog')` covers the overview and every games page.
 */
export type ConsoleResource =
  | 'dashboard'
  | 'pending'
  | 'open-rounds'
  | 'banks'
  | 'audit'
  | 'staff'
  | 'modules'
  | 'seo-domains'
  | 'site-access'
  | 'preview-key'
  | 'settings'
  | 'chat-settings'
  | 'catalog'
  | 'loyalty'
  | 'chat'
  | 'members'
  | 'member'
  | 'member-records'
  | 'banners'
  | 'popups'
  | 'messages'
  | 'drafts'
  | 'help-topics'
  | 'contacts'
  | 'seo'
  | 'terms'
  | 'outbox'
  | 'promotions'
  | 'promotion'
  | 'verification'
  | 'verification-thresholds';

/** A console key: the resource, then whatever tells its answers apart (a day, a page's filters, an id). */
export function consoleKey<P extends readonly unknown[]>(resource: ConsoleResource, ...params: P) {
  return ['console', resource, ...params] as const;
}

/** Every console key: after a change whose reach is wide (a message sent, a draft published). */
export const everyConsoleKey = ['console'] as const;
