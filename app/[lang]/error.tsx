'use client';

import { useLocale, useTranslations } from 'next-intl';
import { CrashScreen } from '@/components/crash-screen';
import { localeHref } from '@/lib/locale-href';

/** A render error inside a page: reload once on a stale chunk (docs/PRODUCT.md §8), else the error card. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  const lang = useLocale();
  const copy = { title: t('error_title'), body: t('error'), retry: t('try_again'), home: t('return_home') };
  return <CrashScreen error={error} copy={copy} homeHref={localeHref(lang)} onRetry={reset} />;
}
