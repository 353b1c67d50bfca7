import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput, EndpointOutput } from '@/lib/contracts/endpoints';
import type { OperatorBankView } from '@/lib/contracts/console-members';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** Payments: the queue of deposits and withdrawals, their decisions, and the receiving bank accounts. */

export type PaymentFilters = EndpointInput<'operator/pending'>;
export type PaymentRow = EndpointOutput<'operator/pending'>['items'][number];

/** Every page of the queue (a decision refreshes them all). */
export const paymentsKey = consoleKey('pending');

/** operator/pending: a page of the queue under the filters, the last page kept on screen while the next loads. */
export function paymentsQueryOptions(api: ApiClient, filters: PaymentFilters) {
  return queryOptions({
    queryKey: [...paymentsKey, filters] as const,
    queryFn: () => consoleCall(api, 'operator/pending', filters),
    placeholderData: keepPreviousData,
  });
}

/** Approves a request, or rejects it with the reason the member is shown. */
export function decidePayment(api: ApiClient, { row, approve, reason = '' }: { row: PaymentRow; approve: boolean; reason?: string }) {
  const endpoint = `operator/${row.kind}-${approve ? 'approve' : 'reject'}` as const;
  return consoleCall(api, endpoint, { id: row.id, reason: approve ? '' : reason });
}

export const banksKey = consoleKey('banks');

/** operator/bank-list: the receiving accounts of every currency, and the currencies served. */
export function banksQueryOptions(api: ApiClient) {
  return queryOptions({ queryKey: banksKey, queryFn: () => consoleCall(api, 'operator/bank-list', {}) });
}

export const addBank = (api: ApiClient, input: EndpointInput<'operator/bank-add'>) => consoleCall(api, 'operator/bank-add', input);

/** Shows a receiving account to members again, or hides it (past deposits keep it). */
export const toggleBank = (api: ApiClient, bank: OperatorBankView) =>
  consoleCall(api, 'operator/bank-state', { bankId: bank.id, enabled: !bank.enabled });
