'use client';

import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { loginInput, registerInput, type LoginInput, type RegisterInput } from '@/lib/contracts/auth';
import type { ApiResult } from '@/lib/contracts/envelope';
import type { UsernameChecker } from '@/lib/validation';
import type { z } from 'zod';
import { forgotPasswordInput, resetPasswordInput } from '@/lib/contracts/communication';
import { loginCodeInput } from '@/lib/contracts/security';

/**
 * Checks a payload against the shared contract before it leaves the browser, so a member gets
 * the same `error_{type}` answer the platform would give, without the round trip.
 */
function checked<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; answer: ApiResult<never> } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, answer: { status: false, code: 400, msg: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'error_invalid'}` } };
}

export function useLoginMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const payload = checked(loginInput, input);
      return payload.ok ? api.call('auth/login', payload.data) : payload.answer;
    },
  });
}

/** auth/login-code: the sign-in's second step, with the password step's challenge. */
export function useLoginCodeMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: z.input<typeof loginCodeInput>) => {
      const payload = checked(loginCodeInput, input);
      return payload.ok ? api.call('auth/login-code', payload.data) : payload.answer;
    },
  });
}

export function useRegisterMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: RegisterInput) => {
      const payload = checked(registerInput, input);
      return payload.ok ? api.call('auth/register', payload.data) : payload.answer;
    },
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
    mutationFn: async (input: z.input<typeof forgotPasswordInput>) => {
      const payload = checked(forgotPasswordInput, input);
      return payload.ok ? api.call('auth/forgot-password', payload.data) : payload.answer;
    },
  });
}

export function useResetPasswordMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: z.input<typeof resetPasswordInput>) => {
      const payload = checked(resetPasswordInput, input);
      return payload.ok ? api.call('auth/reset-password', payload.data) : payload.answer;
    },
  });
}
