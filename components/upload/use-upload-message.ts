'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

const KEY = /^[a-z][a-z0-9_]*$/i;

/**
 * An upload failure's msg in the member's language: a translation key (error_accept,
 * too_many_requests …) is translated; the SDK and compressor messages docs/PRODUCT.md §8 shows verbatim, and
 * 'Something Went Wrong', are English sentences and stay as they are.
 */
export function useUploadMessage(): (msg: string) => string {
  const validation = useTranslations('validation');
  const common = useTranslations('common');
  return useCallback(
    (msg: string) => {
      if (!KEY.test(msg))
        return msg === 'Something Went Wrong' && common.has('something_went_wrong') ? common('something_went_wrong') : msg;
      if (validation.has(msg)) return validation(msg as Parameters<typeof validation>[0]);
      if (common.has(msg)) return common(msg as Parameters<typeof common>[0]);
      return msg;
    },
    [validation, common],
  );
}
