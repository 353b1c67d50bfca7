import type { DocumentDecision, OperatorDocument } from '@/lib/contracts/verification';
import { reasonText } from '../reasons';

/** The console's words for verification (the console is in English). */
export const KIND_NAMES: Record<OperatorDocument['kind'], string> = { identity: 'Identity document', address: 'Proof of address' };

export const DECISION_LABELS: Record<DocumentDecision, string> = {
  approve: 'Approve',
  reject: 'Reject',
  resubmit: 'Ask for another',
};

export function documentTitle(document: Pick<OperatorDocument, 'id' | 'kind' | 'username'>): string {
  return `${KIND_NAMES[document.kind]} #${document.id} of ${document.username}`;
}

const REASONS: Record<string, string> = {
  document_not_found: 'There is no such document.',
  document_not_pending: 'This document was already decided by another operator. The list is up to date again.',
  'reason: error_required': 'Give the member a reason: they read it.',
  currency_unknown: 'The ledger does not know this currency.',
  currency_not_found: 'No country uses this currency.',
  amount_too_precise_for_currency: 'The amount has more decimals than the currency has.',
  error_amount: 'Enter an amount above zero, or leave it empty for no threshold.',
  'threshold: error_amount': 'Enter an amount above zero, or leave it empty for no threshold.',
};

/** A platform refusal as an operator reads it. */
export function verificationReason(msg: string): string {
  return REASONS[msg] ?? reasonText(msg);
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}
