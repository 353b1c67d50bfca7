'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useApi } from '@/components/providers/api-provider';
import { useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { Game, Maintenance, Provider } from '@/lib/contracts/catalog';
import { decideLaunch } from './launch-decision';
import { obtainLaunchUrl } from './launch-url';

export function isUnderMaintenance(maintenance: Maintenance | undefined, game: Pick<Game, 'gameId' | 'providerId'>): boolean {
  if (!maintenance) return false;
  return maintenance.games.some((g) => g.id === game.gameId) || maintenance.providers.some((p) => p.id === game.providerId);
}

/**
 * Launches a game exactly as docs/PRODUCT.md §4 says; the lobby, home and game pages all call this.
 * Maintenance comes from the caller (the server's render, then a member's query); the refresh after
 * a launch from a member's row queries (features/lobby's GameQueries), absent for a visitor.
 */
export function useLaunchGame(maintenance?: Maintenance, refreshAfterPlay?: () => void) {
  const router = useRouter();
  const lang = useLocale();
  const api = useApi();
  const toast = useToast();
  const t = useTranslations('games');
  const loggedIn = useUserStore((s) => s.loggedIn);
  const { showDialog } = useQueryDialog();

  return useCallback(
    async (game: Game, provider: Provider | null) => {
      const decision = decideLaunch({ lang, game, provider, loggedIn, underMaintenance: isUnderMaintenance(maintenance, game) });
      switch (decision.kind) {
        case 'redirect':
          router.push(decision.href);
          return;
        case 'login':
          showDialog('login');
          return;
        case 'maintenance':
          toast({ severity: 'warn', summary: t('under_maintenance') });
          return;
        case 'same-tab':
          router.push(decision.href);
          return;
        case 'new-tab-page':
          // Inside the click, so popup blockers allow it; blocked anyway, the play page opens here.
          if (!window.open(decision.href, '_blank')) router.push(decision.href);
          return;
        case 'new-tab': {
          // Open the tab inside the click, or popup blockers stop it; fill it once the URL is known.
          const tab = window.open('about:blank', '_blank');
          const result = await obtainLaunchUrl(api, decision.target);
          if (!result.ok) {
            tab?.close();
            toast({ severity: 'error', summary: t.has(result.msg) ? t(result.msg) : result.msg });
            return;
          }
          if (tab) tab.location.href = result.url;
          else window.location.href = result.url;
          refreshAfterPlay?.();
        }
      }
    },
    [lang, loggedIn, maintenance, router, showDialog, toast, t, api, refreshAfterPlay],
  );
}
