import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { bonusStatusKey, promotionInfoKey, type MemberId, type ResourceKey } from '@/lib/api/query-keys';
import { categoryLabel } from '@/lib/category-label';
import type { PromoCmsCategory } from '@/lib/contracts/promotions';
import { categoryName } from './catalogue';

/**
 * The promotions' queryOptions factories. No 'use client': the promotions pages prefetch with these
 * very factories on the server (with the request's ApiClient) and hand the cache to the browser,
 * whose hooks (hooks.ts) build the same keys.
 */

/**
 * The placeholder of a member's promotion/info: the visitor's list the page arrived with (the server
 * renders no member's view), never another member's.
 */
function visitorsListMeanwhile<T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined {
  const params = previousQuery?.queryKey[1] as { memberId?: unknown } | undefined;
  return params?.memberId === null ? previous : undefined;
}

/**
 * promotion/info for a currency in one language (`en`, `th`): the promotions that have a text in it,
 * that text, the terms and this member's eligibility. Asking for the page's language only keeps the
 * answer a sixth of the weight and the platform's work per call small.
 */
export function promotionInfoQueryOptions(
  api: ApiClient,
  memberId: MemberId,
  currency: string,
  language: string,
  previewKey?: string | null,
) {
  // In the console's preview, the checked preview key lists the operator's drafts too.
  const preview = previewKey ? { previewKey } : {};
  return queryOptions({
    queryKey: promotionInfoKey(memberId, { currency, language, ...preview }),
    enabled: currency !== '',
    placeholderData: visitorsListMeanwhile,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('promotion/info', { currency, language, ...preview }, { idempotent: true, signal })),
  });
}

/**
 * promotion/cms: the operator's promotion categories (the tabs), the same for everyone. The answer
 * names each in every language; the cache keeps the name in the page's language only (else English,
 * else its id), so the HTML the server hands the cache over in carries one language.
 */
export function promoCmsQueryOptions(api: ApiClient, currency: string, language: string) {
  return queryOptions({
    queryKey: ['promotion-cms', { currency, language }] as const satisfies ResourceKey,
    enabled: currency !== '',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('promotion/cms', { currency }, { idempotent: true, signal })).map((category): PromoCmsCategory => ({
        id: category.id,
        languages: { [language]: categoryName(category, language) },
      })),
  });
}

/**
 * Game category names in `language`, for the contribution terms (which name categories by type).
 * Missing names fall back to English, then the type, so a failure here never hides a term.
 */
export function categoryNamesQueryOptions(api: ApiClient, currency: string, language: string) {
  return queryOptions({
    queryKey: ['category-settings', { currency, language }] as const satisfies ResourceKey,
    enabled: currency !== '',
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.call('common/get-category-setting', { currency }, { idempotent: true, signal });
      return answer?.status && answer.output
        ? answer.output.map(({ type, memberDisplay }) => ({ type, name: categoryLabel(memberDisplay, language, type) }))
        : [];
    },
  });
}

/** promotion/bonus: the member's cash and bonus money and the active (or pending) bonus with its progress. */
export function bonusStatusQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: bonusStatusKey(memberId),
    enabled: memberId !== null,
    queryFn: async ({ signal }) => outputOrThrow(await api.call('promotion/bonus', {}, { idempotent: true, signal })),
  });
}
