'use client';

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import type { ApiClient } from '@/lib/api/client';
import { memberKey, type MemberId } from '@/lib/api/query-keys';
import type { EndpointInput } from '@/lib/contracts/endpoints';

/** The member's reality check and session limit (safety/settings). */
export const safetySettingsKey = (memberId: MemberId) => memberKey('safety-settings', memberId);
/** This session's start and net result, for the reality check (safety/session). */
export const playSessionKey = (memberId: MemberId) => memberKey('safety-session', memberId);

async function output<T>(answer: Promise<{ status: boolean; msg: string; output?: T } | null>): Promise<T> {
  const result = await answer;
  if (!result) throw new Error('too_many_requests');
  if (!result.status) throw new Error(result.msg || 'request_failed');
  return result.output as T;
}

export const safetySettingsQueryOptions = (api: ApiClient, memberId: MemberId) =>
  queryOptions({
    queryKey: safetySettingsKey(memberId),
    queryFn: () => output(api.call('safety/settings', undefined)),
    enabled: memberId !== null,
  });

export const playSessionQueryOptions = (api: ApiClient, memberId: MemberId) =>
  queryOptions({
    queryKey: playSessionKey(memberId),
    queryFn: () => output(api.call('safety/session', undefined)),
    enabled: memberId !== null,
    // The reality check reads it when a reminder is due; nothing else keeps it fresh.
    staleTime: 0,
  });

export function useSafetySettings() {
  const api = useApi();
  return useQuery(safetySettingsQueryOptions(api, useMemberId()));
}

export function useSaveSafetySettings() {
  const api = useApi();
  const memberId = useMemberId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<'safety/settings-save'>) => api.call('safety/settings-save', input),
    onSuccess: (answer) => {
      if (!answer?.status) return;
      client.setQueryData(safetySettingsKey(memberId), answer.output);
      void client.invalidateQueries({ queryKey: playSessionKey(memberId) });
    },
  });
}

export function useTakeBreak() {
  const api = useApi();
  return useMutation({ mutationFn: (input: EndpointInput<'safety/take-break'>) => api.call('safety/take-break', input) });
}
