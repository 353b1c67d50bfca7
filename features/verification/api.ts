'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { outputOrThrow } from '@/lib/api/output';
import { memberKey, type MemberId } from '@/lib/api/query-keys';
import type { DocumentKind } from '@/lib/contracts/verification';

export const verificationKey = (memberId: MemberId) => memberKey('verification', memberId);

/** verification/status: the member's status, what each kind needs, their documents and the withdrawal threshold. */
export function verificationQueryOptions(api: ApiClient, memberId: MemberId) {
  return queryOptions({
    queryKey: verificationKey(memberId),
    enabled: memberId !== null,
    queryFn: async () => outputOrThrow(await api.call('verification/status', {}, { idempotent: true })),
    // An operator decides elsewhere: each screen that shows the status asks again when it opens.
    refetchOnMount: 'always',
  });
}

export function useVerification() {
  const api = useApi();
  return useQuery(verificationQueryOptions(api, useMemberId()));
}

/** verification/submit: puts an uploaded document before the operators; the answer is the new status. */
export function useSubmitDocument() {
  const api = useApi();
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { kind: DocumentKind; key: string }) => outputOrThrow(await api.call('verification/submit', input)),
    onSuccess: (state) => queryClient.setQueryData(verificationKey(memberId), state),
  });
}
