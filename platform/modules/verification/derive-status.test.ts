import { deriveStatus, type DocumentFacts } from './derive-status';

const doc = (id: number, kind: DocumentFacts['kind'], status: DocumentFacts['status'], reason = ''): DocumentFacts => ({
  id,
  kind,
  status,
  reason,
});

describe('deriveStatus', () => {
  it('is unverified with nothing sent, both kinds missing', () => {
    expect(deriveStatus([])).toEqual({
      status: 'unverified',
      reason: '',
      kinds: [
        { kind: 'identity', state: 'missing', reason: '' },
        { kind: 'address', state: 'missing', reason: '' },
      ],
    });
  });

  it('is pending while any document waits, even beside a refusal', () => {
    expect(deriveStatus([doc(1, 'identity', 'pending')]).status).toBe('pending');
    expect(deriveStatus([doc(1, 'identity', 'rejected', 'blurred'), doc(2, 'address', 'pending')]).status).toBe('pending');
  });

  it('is verified only when both kinds have an approved document', () => {
    expect(deriveStatus([doc(1, 'identity', 'approved')]).status).toBe('unverified');
    expect(deriveStatus([doc(1, 'identity', 'approved'), doc(2, 'address', 'approved')]).status).toBe('verified');
  });

  it('is rejected with the reason when a kind’s newest document was refused', () => {
    const derived = deriveStatus([doc(1, 'identity', 'approved'), doc(2, 'address', 'rejected', 'Name does not match')]);
    expect(derived).toMatchObject({ status: 'rejected', reason: 'Name does not match' });
    expect(derived.kinds[1]).toEqual({ kind: 'address', state: 'rejected', reason: 'Name does not match' });
  });

  it('reads the newest document of a kind: a new upload after a refusal is pending again', () => {
    expect(deriveStatus([doc(1, 'address', 'rejected', 'old'), doc(3, 'address', 'pending')]).kinds[1]).toEqual({
      kind: 'address',
      state: 'pending',
      reason: '',
    });
  });

  it('asks for another document without calling it a refusal', () => {
    const derived = deriveStatus([doc(1, 'identity', 'resubmit', 'Cut off at the edge')]);
    expect(derived.status).toBe('unverified');
    expect(derived.kinds[0]).toEqual({ kind: 'identity', state: 'resubmit', reason: 'Cut off at the edge' });
  });

  it('keeps a kind approved whatever comes after it', () => {
    expect(deriveStatus([doc(1, 'identity', 'approved'), doc(2, 'identity', 'rejected', 'x')]).kinds[0]?.state).toBe('approved');
  });
});
