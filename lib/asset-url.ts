/**
 * Image fields in the catalogue are storage keys (`live/thumbs/x.svg`) or absolute URLs: keys are
 * joined to the storage base the browser uses (PUBLIC_STORAGE_URL); anything with another scheme
 * (javascript:, data:) is dropped rather than put in an src.
 */
export function assetUrl(base: string, path: string): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path) || path.startsWith('/')) return path;
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return '';
  return `${base.replace(/\/+$/, '')}/${path}`;
}
