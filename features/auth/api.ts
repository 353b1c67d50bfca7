'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@/components/providers/api-provider';
import type { LoginInput, RegisterInput } from '@/lib/contracts/auth';
import type { UsernameChecker } from '@/lib/validation';
import type { z } from 'zod';
import type { forgotPasswordInput, resetPasswordInput } from '@/lib/contracts/communication';
import type { loginCodeInput } from '@/lib/contracts/security';

// The forms check every field with the product's rules (lib/validation) before they submit; the
// contract's schema is the platform's, which answers a payload it refuses with the same
// `field: error_{type}` message. Parsing it here as well would put zod (31 KB of gzip, ~85 ms of a
// slow phone's main thread) in front of the login dialog for a check the form has already made.

export function useLoginMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: LoginInput) => api.call('auth/login', input),
  });
}

/** auth/login-code: the sign-in's second step, with the password step's challenge. */
export function useLoginCodeMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: z.input<typeof loginCodeInput>) => api.call('auth/login-code', input),
  });
}

export function useRegisterMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: RegisterInput) => api.call('auth/register', input),
  });
}

/** The validUsername rule's server check (docs/PRODUCT.md §5). */
export function useUsernameChecker(): UsernameChecker {
  const api = useApi();
  return useCallback(
    async (field, value) => {
      const answer = await api.call('auth/check-username', { field, value }, { idempotent: true });
      // No answer (throttled or down) must not block the form: the server re-checks on submit.
      return answer ? { status: answer.status, msg: answer.msg } : { status: true, msg: '' };
    },
    [api],
  );
}

export function useForgotPasswordMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: z.input<typeof forgotPasswordInput>) => api.call('auth/forgot-password', input),
  });
}

export function useResetPasswordMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: z.input<typeof resetPasswordInput>) => api.call('auth/reset-password', input),
  });
}
