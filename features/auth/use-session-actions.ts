'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback } from 'react';
import { useStoreApis } from '@/components/providers/store-provider';
import { useClearMember } from '@/components/providers/use-clear-member';
import { pathLangOf } from '@/lib/api/context';
import type { MemberProfile } from '@/lib/contracts/auth';
import { afterLoginPath } from './after-login';
import { useLogoutMutation } from './session-api';

/** What happens around a session: after login/register (docs/PRODUCT.md §4 Login) and on logout. */
export function useSessionActions() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const { user, app } = useStoreApis();
  const clearMember = useClearMember();
  const logoutMutation = useLogoutMutation();

  const onLoggedIn = useCallback(
    (member: MemberProfile) => {
      user.getState().login(member);
      const { countries, config } = app.getState();
      router.replace(
        afterLoginPath({ pathname, redirect: params.get('redirect'), member, countries, defaultLang: config?.defaultLang ?? 'en-my' }),
      );
      router.refresh();
    },
    [user, app, router, pathname, params],
  );

  /** Calls the server; on success clears the member's state and goes to `to` (default: the localized home). */
  const logout = useCallback(
    async (to?: string) => {
      const answer = await logoutMutation.mutateAsync();
      if (!answer?.status) return false;
      clearMember();
      router.push(to ?? `/${pathLangOf(pathname) || app.getState().config?.defaultLang || 'en-my'}`);
      router.refresh();
      return true;
    },
    [logoutMutation, clearMember, router, pathname, app],
  );

  return { onLoggedIn, logout, loggingOut: logoutMutation.isPending };
}
