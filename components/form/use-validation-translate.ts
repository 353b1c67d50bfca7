'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Translate } from '@/lib/validation';

/**
 * Renders validation keys (error_{type}) in the current language; unknown keys fall back to English
 * defaults. Numbers in the message are written the locale's way ("Minimum value is 10,000.").
 */
export function useValidationTranslate(): Translate {
  const t = useTranslations('validation');
  const format = useFormatter();
  return useCallback(
    (key, params) => {
      if (!t.has(key)) return key;
      const written =
        params &&
        Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, typeof v === 'number' ? format.number(v, { maximumFractionDigits: 20 }) : v]),
        );
      return t(key, written);
    },
    [t, format],
  );
}
