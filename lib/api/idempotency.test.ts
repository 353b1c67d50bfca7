import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, newIdempotencyKey } from './idempotency';

const unknown = { status: false, code: 0, msg: 'Something Went Wrong' };

describe('idempotency keys', () => {
  it('keeps the key for a retry of the same submission whose outcome is unknown', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    expect(keeper.keyFor('a')).toBe('key-1');
    keeper.settle(unknown);
    expect(keeper.keyFor('a')).toBe('key-1');
    expect(keeper.keyFor('b')).toBe('key-2');
  });

  it('starts a new key after any real answer', () => {
    let n = 0;
    const keeper = createIdempotencyKeeper(() => `key-${++n}`);
    keeper.keyFor('a');
    keeper.settle({ status: true, msg: 'success' });
    expect(keeper.keyFor('a')).toBe('key-2');
    keeper.settle({ status: false, msg: 'insufficient_balance' });
    expect(keeper.keyFor('a')).toBe('key-3');
    keeper.settle(null); // throttled: the server did not act either
    expect(keeper.keyFor('a')).toBe('key-4');
  });

  it('makes v4 UUIDs without randomUUID (plain-http origins)', () => {
    // Shadow the prototype's method on the instance, as insecure contexts leave it out.
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
