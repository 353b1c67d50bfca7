'use client';

import { CrashScreen } from '@/components/crash-screen';
import { crashCopyFor, langSegmentOf } from '@/components/crash-copy';
import { localeHref } from '@/lib/locale-href';

/**
 * Last resort when the root or language layout fails (a dialog's chunk that will not load lands
 * here): a stale chunk reloads the page once per 10 s per path, else the styled error card in the
 * path's language.
 */
export default function GlobalError({ error, reset }: { error: Error; reset: () => void }) {
  const pathname = typeof window === 'undefined' ? '/' : window.location.pathname;
  const lang = langSegmentOf(pathname);
  return (
    <html lang={lang ?? 'en'}>
      <body style={{ margin: 0 }}>
        <CrashScreen error={error} copy={crashCopyFor(pathname)} homeHref={lang ? localeHref(lang) : '/'} onRetry={reset} fullPage />
      </body>
    </html>
  );
}
