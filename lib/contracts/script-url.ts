/** A third-party script address, checked the same way where it is saved (platform) and where it is loaded (site). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A script URL the site may load: https anywhere, or http on this machine outside production (the
 * journeys serve a stand-in vendor locally). Anything else — inline code, javascript:, data:,
 * credentials in the URL — is refused (null), so contact data can never inject code into a page.
 */
export function safeScriptUrl(value: string | null | undefined, production: boolean): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol === 'https:') return url;
  return !production && url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) ? url : null;
}
