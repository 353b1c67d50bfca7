/**
 * proxy.ts tells server components in this request header that a member is signed in — only that:
 * the profile never reaches the server HTML, which the browser may then keep and restore
 * (lib/page-cache.ts); the member's data loads on the client (components/providers/use-member-profile.ts).
 */
export const MEMBER_HEADER = 'x-member';
export const SIGNED_IN = '1';

export function isSignedInHeader(value: string | null | undefined): boolean {
  return value === SIGNED_IN;
}
