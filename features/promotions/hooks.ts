'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { useCategoryNames } from '@/components/layout/category-names';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { usePreviewKey } from '@/features/preview';
import { bonusStatusQueryOptions, categoryNamesQueryOptions, promoCmsQueryOptions, promotionInfoQueryOptions } from './api';
import { promotionLanguage } from './catalogue';

/** The language key of the page (`th` of `th-th`): a promotion shows only with an entry in it. */
export function usePromotionLanguage(): string {
  return promotionLanguage(useLocale());
}

/** promotion/info in the page's language (with the operator's drafts in the console's preview). */
export function usePromotionInfo(currency: string) {
  return useQuery(promotionInfoQueryOptions(useApi(), useMemberId(), currency, usePromotionLanguage(), usePreviewKey()));
}

/** promotion/cms: the tabs, named in the page's language. */
export function usePromoCms(currency: string) {
  return useQuery(promoCmsQueryOptions(useApi(), currency, usePromotionLanguage()));
}

/** The member's cash, bonus and active bonus (nothing is asked for a visitor). */
export function useBonusStatus() {
  return useQuery(bonusStatusQueryOptions(useApi(), useMemberId()));
}

/** A game category's name in the page's language, by its type; the type itself until the names are known. */
export function useCategoryName(currency: string): (type: string) => string {
  const { data } = useQuery(categoryNamesQueryOptions(useApi(), currency, usePromotionLanguage()));
  const names = useMemo(() => new Map((data ?? []).map((c) => [c.type, c.name])), [data]);
  const pageNames = useCategoryNames();
  return useCallback((type: string) => names.get(type) ?? pageNames[type] ?? type, [names, pageNames]);
}
