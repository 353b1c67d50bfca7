'use client';

import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import type { EndpointInput } from '@/lib/contracts/endpoints';

/** member/change-password: the current password proves it is the member, the new one follows the registration rules. */
export function useChangePasswordMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: EndpointInput<'member/change-password'>) => api.call('member/change-password', input),
  });
}
