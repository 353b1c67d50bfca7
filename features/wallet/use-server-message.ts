'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { messageParams, serverMessage } from './server-message';

/** serverMessage bound to the current language; pass the answer's output for the message's values. */
export function useServerMessage(): (msg: string, output?: unknown) => string {
  const t = useTranslations();
  return useCallback((msg: string, output?: unknown) => serverMessage(t, msg, { params: messageParams(output) }), [t]);
}
