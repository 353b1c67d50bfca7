'use client';

import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';

/** Session calls the header needs on every page; kept apart from the zod-checked forms (api.ts), which load with their dialogs. */
export function useLogoutMutation() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call('auth/logout', {}) });
}

export function useAcceptTncMutation() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call('member/accept-tnc', {}) });
}
