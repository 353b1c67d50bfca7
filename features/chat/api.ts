import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { memberKey, type MemberId } from '@/lib/api/query-keys';
import type { EndpointInput, EndpointName, EndpointOutput } from '@/lib/contracts/endpoints';

/** The chat's calls: a failed answer becomes an Error whose message is the platform's msg (the notice shows it). */
export async function chatCall<N extends EndpointName>(api: ApiClient, name: N, payload: EndpointInput<N>): Promise<EndpointOutput<N>> {
  // One attempt only: a retried send or start would write twice.
  const answer = await api.call(name, payload, { idempotent: true });
  if (!answer) throw new Error('too_many_requests');
  if (!answer.status) throw new Error(answer.msg || 'Something Went Wrong');
  return answer.output as EndpointOutput<N>;
}

export const chatCurrentKey = (memberId: MemberId) => memberKey('chat-current', memberId);

/** The member's open chat and unread count (the server's read mark). */
export const chatCurrentQueryOptions = (api: ApiClient, memberId: MemberId) =>
  queryOptions({ queryKey: chatCurrentKey(memberId), queryFn: () => chatCall(api, 'chat/current', {}), staleTime: 30_000 });

export const chatTopicsQueryOptions = (api: ApiClient, memberId: MemberId) =>
  queryOptions({ queryKey: memberKey('chat-topics', memberId), queryFn: () => chatCall(api, 'chat/topic', {}), staleTime: 10 * 60_000 });
