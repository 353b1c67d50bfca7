'use client';

import { useCallback } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useLazyMutation } from '@/components/providers/lazy-query';

/** Session calls the header needs on every page; kept apart from the zod-checked forms (api.ts), which load with their dialogs. */
export function useLogoutMutation() {
  const api = useApi();
  return useLazyMutation(useCallback(() => api.call('auth/logout', {}), [api]));
}

export function useAcceptTncMutation() {
  const api = useApi();
  return useLazyMutation(useCallback(() => api.call('member/accept-tnc', {}), [api]));
}
