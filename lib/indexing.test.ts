import { describe, expect, it } from 'vitest';
import { isIndexable } from './indexing';

const whitelist = [
  { domain: 'casino.test', index: true },
  { domain: 'staging.casino.test', index: false },
];

describe('isIndexable', () => {
  it('allows only production on a whitelisted domain with index on', () => {
    expect(isIndexable('production', 'casino.test', whitelist)).toBe(true);
    expect(isIndexable('production', 'CASINO.test:443', whitelist)).toBe(true);
    expect(isIndexable('production', 'staging.casino.test', whitelist)).toBe(false);
    expect(isIndexable('production', 'other.test', whitelist)).toBe(false);
    expect(isIndexable('staging', 'casino.test', whitelist)).toBe(false);
  });
});
