import { useEffect } from 'react';

/**
 * The member's header (its own chunk) is what a login or sign-up form shows next: fetched while the
 * form is filled in, so balance, deposit and menu appear with the member, not a beat after.
 */
export function useWarmMemberHeader(): void {
  useEffect(() => void import('./member-header').catch(() => undefined), []);
}
