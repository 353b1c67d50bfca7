import type { MemberProfile } from '@/lib/contracts/auth';
import type { CountryItem } from '@/lib/contracts/common';
import { pathLangOf } from '@/lib/api/context';
import { resolveLanguage, swapLangInPath } from '@/lib/language';
import { safeRedirectPath } from '@/lib/safe-navigation';

/**
 * Where a member goes right after logging in or registering: back to where the auth guard
 * stopped them, else the page they are on without the dialog — in a language their currency
 * allows (docs/PRODUCT.md §2: the locale switches to their country's first language when the current one
 * is not offered there).
 */
export function afterLoginPath(input: {
  pathname: string;
  redirect: string | null;
  member: Pick<MemberProfile, 'currency' | 'countryCode'>;
  countries: readonly CountryItem[];
  defaultLang: string;
}): string {
  const target = safeRedirectPath(input.redirect, input.pathname);
  const current = pathLangOf(target);
  const decision = resolveLanguage(current, { countries: input.countries, defaultLang: input.defaultLang, member: input.member });
  return decision.ok ? target : swapLangInPath(target, decision.redirectTo);
}
