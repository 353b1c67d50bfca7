'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/** A refusal's key in the member's language: verification's own keys first, then the site's common ones. */
export function useDocumentMessage(): (msg: string) => string {
  const t = useTranslations('verification');
  const common = useTranslations('common');
  return useCallback(
    (msg: string) => {
      if (t.has(msg)) return t(msg as Parameters<typeof t>[0]);
      if (common.has(msg)) return common(msg as Parameters<typeof common>[0]);
      return common('something_went_wrong');
    },
    [t, common],
  );
}
