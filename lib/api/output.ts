import type { ApiResult } from '@/lib/contracts/envelope';

/**
 * A query's data from an answer: its output, or an Error whose message is the answer's msg (a
 * translation key or text) for the error notice. No answer (a 429, already toasted by the API
 * client) fails as too_many_requests.
 */
export function outputOrThrow<T>(answer: ApiResult<T> | null): T {
  if (!answer?.status || answer.output === undefined) throw new Error(answer?.msg ?? 'too_many_requests');
  return answer.output;
}
