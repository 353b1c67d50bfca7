'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Translate } from '@/lib/validation';

/** Renders validation keys (error_{type}) in the current language; unknown keys fall back to English defaults. */
export function useValidationTranslate(): Translate {
  const t = useTranslations('validation');
  return useCallback((key, params) => (t.has(key) ? t(key, params) : key), [t]);
}
