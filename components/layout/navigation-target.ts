import { isPlainClick } from '@/lib/plain-click';

/**
 * The path a click will make the router load: a same-origin link to another path, plain left
 * click, no new tab, no download. Null for every other click.
 */
export function navigationTarget(event: MouseEvent): string | null {
  if (!isPlainClick(event)) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname ? url.pathname : null;
}
