'use client';

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { memberKey, securitySessionsKey, type MemberId } from '@/lib/api/query-keys';
import type { EndpointInput, EndpointName } from '@/lib/contracts/endpoints';

/** The security screen's reads: whether two-factor is on, the member's sessions, their sign-ins. */
export const securityKey = (memberId: MemberId) => memberKey('security', memberId);
export const sessionsKey = securitySessionsKey;
export const loginHistoryKey = (memberId: MemberId, page?: number) => memberKey('login-history', memberId, page ? { page } : undefined);

export const HISTORY_PAGE_SIZE = 10;

export function securityOverviewQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: securityKey(memberId),
    enabled: memberId !== null,
    queryFn: async ({ signal }) => outputOrThrow(await api.call('security/overview', {}, { idempotent: true, signal })),
  });
}

/** Whether the member has two-factor on (the security screen, the change-password form). */
export function useSecurityOverview() {
  const api = useApi();
  return useQuery(securityOverviewQueryOptions(api, useMemberId()));
}

export function useActiveSessions() {
  const api = useApi();
  const memberId = useMemberId();
  return useQuery({
    queryKey: sessionsKey(memberId),
    enabled: memberId !== null,
    queryFn: async ({ signal }) => outputOrThrow(await api.call('security/sessions', {}, { idempotent: true, signal })),
  });
}

export function useLoginHistory(page: number) {
  const api = useApi();
  const memberId = useMemberId();
  return useQuery({
    queryKey: loginHistoryKey(memberId, page),
    enabled: memberId !== null,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      outputOrThrow(await api.call('security/login-history', { page, pageSize: HISTORY_PAGE_SIZE }, { idempotent: true, signal })),
  });
}

type SecurityWrite =
  | 'security/two-factor-setup'
  | 'security/two-factor-confirm'
  | 'security/two-factor-disable'
  | 'security/recovery-codes'
  | 'security/session-end'
  | 'security/sessions-end-others';

/** A security change; afterwards the screen's reads load again (whatever the answer, they may have moved). */
export function useSecurityMutation<N extends SecurityWrite & EndpointName>(name: N) {
  const api = useApi();
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<N>) => api.call(name, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: securityKey(memberId) });
      void queryClient.invalidateQueries({ queryKey: sessionsKey(memberId) });
    },
  });
}
