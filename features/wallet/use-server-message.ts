'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { isLimitRefusal, limitRefusalValues } from '@/lib/limit-refusal';
import { messageParams, serverMessage } from './server-message';

/**
 * serverMessage bound to the current language; pass the answer's output for the message's values.
 * A deposit, loss or wager limit's refusal names its amounts as money in the member's currency.
 */
export function useServerMessage(): (msg: string, output?: unknown) => string {
  const t = useTranslations();
  const locale = useLocale();
  return useCallback(
    (msg: string, output?: unknown) =>
      serverMessage(t, msg, {
        params: (isLimitRefusal(msg) ? limitRefusalValues(output, locale) : undefined) ?? messageParams(output),
      }),
    [t, locale],
  );
}
