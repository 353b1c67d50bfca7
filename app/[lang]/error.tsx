'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { handleChunkError } from '@/lib/chunk-reload';

/** A render error inside a page: reload once on a stale chunk (docs/PRODUCT.md §8), else offer a retry. */
export default function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('errors');
  useEffect(() => {
    handleChunkError(error, { path: window.location.pathname, storage: window.sessionStorage, reload: () => window.location.reload() });
  }, [error]);
  return (
    <section role="alert" style={{ padding: 32, textAlign: 'center' }}>
      <h1>{t('error_title')}</h1>
      <p style={{ color: 'var(--text-muted)' }}>{t('error')}</p>
      <button
        type="button"
        onClick={reset}
        style={{
          height: 44,
          padding: '0 18px',
          borderRadius: 10,
          border: 0,
          fontWeight: 700,
          background: 'var(--brand)',
          cursor: 'pointer',
        }}
      >
        {t('try_again')}
      </button>
    </section>
  );
}
