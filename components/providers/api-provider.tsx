'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createLatest } from '@/lib/latest';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { pathLangOf } from '@/lib/api/context';
import { showingRestoredPage } from '@/lib/page-restore';
import { useClearMember } from './use-clear-member';
import { useToast } from './toast-provider';

const ApiContext = createContext<ApiClient | null>(null);

/**
 * One API client per page load, wired to the app: a 401 logs the member out and goes to the
 * localized home (a page restored from the browser's caches refreshes instead); a 429 toasts too_many_requests (docs/PRODUCT.md §8).
 */
export function ApiProvider({ lang, children }: { lang: string; children: ReactNode }) {
  const router = useRouter();
  const toast = useToast();
  const t = useTranslations('common');
  const clearMember = useClearMember();
  // The client lives for the page; its callbacks read the latest router and translations.
  const [latest] = useState(() => createLatest({ router, toast, t, lang }));
  useEffect(() => latest.set({ router, toast, t, lang }), [latest, router, toast, t, lang]);

  const [client] = useState(() =>
    createApiClient({
      onUnauthorized: () => {
        const { router: r, lang: fallback } = latest.get();
        if (!clearMember()) return;
        // A page restored from the browser's caches may be member-only: the refresh lets the
        // proxy's guards move it on (to the login dialog, which returns here).
        if (showingRestoredPage(window.location.href)) return r.refresh();
        r.push(`/${pathLangOf(window.location.pathname) || fallback}`);
        r.refresh();
      },
      onTooManyRequests: () => {
        const { toast: show, t: translate } = latest.get();
        show({ severity: 'error', summary: translate('too_many_requests') });
      },
    }),
  );
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('ApiProvider is missing');
  return client;
}
