/**
 * docs/PRODUCT.md §2/§4: dialogs are opened with ?action=… (the page's own query stays, so a dialog can hand
 * it on — mobile language switching keeps it); closing removes the query and returns to the plain path.
 */
export function dialogHref(pathname: string, action: string, extra: Record<string, string | undefined> = {}, current = ''): string {
  const params = new URLSearchParams({ action });
  new URLSearchParams(current).forEach((value, key) => {
    if (key !== 'action' && !(key in extra)) params.append(key, value);
  });
  for (const [key, value] of Object.entries(extra)) if (value !== undefined && value !== '') params.set(key, value);
  return `${pathname}?${params.toString()}`;
}

export function closedDialogHref(pathname: string): string {
  return pathname;
}

/**
 * Mobile language switching keeps the path and the query but drops action=language (docs/PRODUCT.md §2);
 * desktop keeps only the path. Both then go to the new language's path.
 */
export function languageSwitchHref(pathname: string, search: string, segment: string, mobile: boolean): string {
  const [, , ...rest] = pathname.split('/');
  const path = `/${[segment, ...rest].filter(Boolean).join('/')}`;
  if (!mobile) return path;
  const params = new URLSearchParams(search);
  if (params.get('action') === 'language') params.delete('action');
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
