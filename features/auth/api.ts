'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@/components/providers/api-provider';
import type { LoginInput, MemberProfile, RegisterInput } from '@/lib/contracts/auth';
import type { UsernameChecker } from '@/lib/validation';

export function useLoginMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: LoginInput) => api.post<MemberProfile>('auth/login', input) });
}

export function useRegisterMutation() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RegisterInput) => api.post<MemberProfile>('auth/register', input) });
}

export function useLogoutMutation() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post('auth/logout', {}) });
}

export function useAcceptTncMutation() {
  const api = useApi();
  return useMutation({ mutationFn: () => api.post('member/accept-tnc', {}) });
}

/** The validUsername rule's server check (SPEC §5). */
export function useUsernameChecker(): UsernameChecker {
  const api = useApi();
  return useCallback(
    async (field, value) => {
      const answer = await api.post('auth/check-username', { field, value }, { idempotent: true });
      // No answer (throttled or down) must not block the form: the server re-checks on submit.
      return answer ? { status: answer.status, msg: answer.msg } : { status: true, msg: '' };
    },
    [api],
  );
}
