'use client';

import { useMemo } from 'react';
import { depositMatchChoices } from './catalogue';
import { usePromotionInfo, usePromotionLanguage } from './hooks';

/** The deposit form's optional promotions: deposit matches in the page's language that this member may claim. */
export function useDepositMatchChoices(currency: string) {
  const info = usePromotionInfo(currency);
  const language = usePromotionLanguage();
  const choices = useMemo(() => depositMatchChoices(info.data?.promotions ?? [], language), [info.data, language]);
  return { choices, isPending: info.isPending, isError: info.isError, retry: info.refetch };
}
