import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import type { DocumentDecision, OperatorDocument } from '@/lib/contracts/verification';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** Verification: members' documents waiting for review, the decisions, and the withdrawal thresholds. */

export type DocumentFilters = EndpointInput<'operator/verification-queue'>;

/** Every page of the document queue (a decision refreshes them all). */
export const documentsKey = consoleKey('verification');
export const thresholdsKey = consoleKey('verification-thresholds');

/** operator/verification-queue: a page of documents under the filters, oldest first. */
export function documentsQueryOptions(api: ApiClient, filters: DocumentFilters) {
  return queryOptions({
    queryKey: [...documentsKey, filters] as const,
    queryFn: () => consoleCall(api, 'operator/verification-queue', filters),
    placeholderData: keepPreviousData,
  });
}

/** Approves a document, or refuses it / asks for another with the reason the member reads. */
export function decideDocument(
  api: ApiClient,
  { document, decision, reason }: { document: OperatorDocument; decision: DocumentDecision; reason: string },
) {
  return consoleCall(api, 'operator/verification-decide', { id: document.id, decision, reason: decision === 'approve' ? '' : reason });
}

/** operator/verification-thresholds: every served currency's threshold ('' for none). */
export function thresholdsQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: thresholdsKey, queryFn: () => consoleCall(api, 'operator/verification-thresholds', {}) });
}

export const saveThreshold = (api: ApiClient, input: EndpointInput<'operator/verification-threshold-save'>) =>
  consoleCall(api, 'operator/verification-threshold-save', input);
