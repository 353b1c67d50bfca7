/**
 * Every link on the member site lives under a language segment (`/en-my/vip`). This is the one
 * place that joins them, so a change of the URL scheme is one change.
 *   localeHref('en-my')                  → '/en-my'
 *   localeHref('en-my', '/vip')          → '/en-my/vip'
 *   localeHref('en-my', '?action=login') → '/en-my?action=login'
 */
export function localeHref(lang: string, path = ''): string {
  if (path === '' || path === '/') return `/${lang}`;
  if (path.startsWith('?') || path.startsWith('#')) return `/${lang}${path}`;
  return `/${lang}${path.startsWith('/') ? '' : '/'}${path}`;
}
