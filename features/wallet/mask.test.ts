import { describe, expect, it } from 'vitest';
import { maskAccountNumber } from './mask';

describe('maskAccountNumber', () => {
  it('keeps the last four digits', () => {
    expect(maskAccountNumber('1234567890')).toBe('•••• 7890');
    expect(maskAccountNumber('123')).toBe('123');
  });
});
