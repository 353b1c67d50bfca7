'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { afterFirstInteraction } from '@/lib/after-first-paint';
import { startBuildPoll, scheduleManifestPrefetch } from '@/lib/build-poll';
import { installChunkReloadGuard } from '@/lib/chunk-reload';
import { cached, cacheSet } from '@/lib/client-cache';
import { MOBILE_BREAKPOINT, readAppFlag } from '@/lib/device';
import { startPageFingerprint } from '@/lib/fingerprint-agent';
import { useApi } from './api-provider';
import { useStoreApis } from './store-provider';
import { useToast } from './toast-provider';
import { useMemberProfile } from './use-member-profile';
import { useRestoredPageCheck } from './use-restored-page-check';

/** The running build, inlined at build time (next.config.ts). */
const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? '';

/** docs/PRODUCT.md §4 start-up: the member's profile, statuses cached on the client, mobile view, build polling, chunk-error reloads, fingerprint. */
export function StartupEffects() {
  const api = useApi();
  const { app } = useStoreApis();
  const toast = useToast();
  const t = useTranslations('common');
  useMemberProfile();
  useRestoredPageCheck();
  // Config and countries arrive with the page; keep them in the client cache under the config's
  // version so client-only readers (static catalogue, launchers) share one copy.
  useEffect(() => {
    const { config, countries } = app.getState();
    if (!config) return;
    void cacheSet('config', config, config.version);
    void cacheSet('countries', countries, config.version);
  }, [app]);

  useEffect(() => {
    void cached('statuses', async () => {
      const answer = await api.call('common/status-list', {}, { idempotent: true });
      return answer?.status ? answer.output : undefined;
    }).then((statuses) => statuses && app.getState().setStatuses(statuses));
  }, [api, app]);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${MOBILE_BREAKPOINT - 1}px)`);
    const update = () => app.getState().setMobileView(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [app]);

  useEffect(() => {
    // The proxy reads the app flag from a cookie to pick the mobile module settings.
    const isApp = readAppFlag(window.location.search, window.sessionStorage);
    document.cookie = `app=${isApp ? 1 : 0}; path=/; samesite=lax`;
  }, []);

  useEffect(() => {
    if (!BUILD_ID) return;
    const stopPoll = startBuildPoll({
      currentBuildId: BUILD_ID,
      onNewBuild: () =>
        toast({
          severity: 'info',
          summary: t('new_version'),
          life: 600_000,
          action: { label: t('reload'), onClick: () => window.location.reload() },
        }),
    });
    const cancelPrefetch = scheduleManifestPrefetch(BUILD_ID);
    return () => {
      stopPoll();
      cancelPrefetch();
    };
  }, [toast, t]);

  useEffect(() => installChunkReloadGuard(window), []);
  // The device fingerprint for the `fp` header, which only register and login send: started at the
  // visitor's first input (at the idle moment after it), like the lobby's whole catalogue, so a
  // page load that never becomes a visit does not download and run the agent (60–140 ms of main
  // thread on a slow phone). Register and login start it themselves if nothing has (lib/api/client.ts).
  useEffect(() => afterFirstInteraction(() => void startPageFingerprint(), { idle: true }), []);
  return null;
}
