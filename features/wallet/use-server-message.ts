'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { refusalValues } from '@/lib/limit-refusal';
import { messageParams, serverMessage } from './server-message';

/**
 * serverMessage bound to the current language; pass the answer's output for the message's values.
 * A refusal by a deposit, loss or wager limit or by the verification threshold names its amounts as
 * money in the member's currency.
 */
export function useServerMessage(): (msg: string, output?: unknown) => string {
  const t = useTranslations();
  const locale = useLocale();
  return useCallback(
    (msg: string, output?: unknown) =>
      serverMessage(t, msg, {
        params: refusalValues(msg, output, locale) ?? messageParams(output),
      }),
    [t, locale],
  );
}
