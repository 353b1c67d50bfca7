import {
  DOCUMENT_KINDS,
  type DocumentKind,
  type DocumentStatus,
  type KindState,
  type VerificationStatus,
} from '@/lib/contracts/verification';

export type DocumentFacts = { id: number; kind: DocumentKind; status: DocumentStatus; reason: string };
export type KindView = { kind: DocumentKind; state: KindState; reason: string };
export type DerivedStatus = { status: VerificationStatus; reason: string; kinds: KindView[] };

/**
 * A member's verification follows from their documents alone, so it can be worked out again at
 * any time and never drifts from them. Each kind is approved once any of its documents was;
 * otherwise it is its newest document's state (missing when there is none). The member is
 * verified when every kind is approved; pending while any kind waits for an operator; rejected
 * when a kind's newest document was refused; unverified otherwise (nothing sent yet, or another
 * document asked for).
 */
export function deriveStatus(documents: readonly DocumentFacts[]): DerivedStatus {
  const kinds = DOCUMENT_KINDS.map((kind): KindView => {
    const own = documents.filter((d) => d.kind === kind);
    if (own.some((d) => d.status === 'approved')) return { kind, state: 'approved', reason: '' };
    const newest = own.reduce<DocumentFacts | null>((latest, d) => (latest === null || d.id > latest.id ? d : latest), null);
    if (!newest) return { kind, state: 'missing', reason: '' };
    return { kind, state: newest.status, reason: newest.status === 'pending' ? '' : newest.reason };
  });
  if (kinds.every((k) => k.state === 'approved')) return { status: 'verified', reason: '', kinds };
  if (kinds.some((k) => k.state === 'pending')) return { status: 'pending', reason: '', kinds };
  const refused = kinds.find((k) => k.state === 'rejected');
  if (refused) return { status: 'rejected', reason: refused.reason, kinds };
  return { status: 'unverified', reason: '', kinds };
}
