import { describe, expect, it } from 'vitest';
import { isEnvelope } from './envelope';

describe('isEnvelope', () => {
  it('accepts {status, msg, code?, output?} and nothing else', () => {
    expect(isEnvelope({ status: true, msg: 'ok', output: [] })).toBe(true);
    expect(isEnvelope({ status: false, msg: 'x', code: 401 })).toBe(true);
    expect(isEnvelope({ status: 'true', msg: 'ok' })).toBe(false);
    expect(isEnvelope({ status: true })).toBe(false);
    expect(isEnvelope({ status: true, msg: 'x', code: '401' })).toBe(false);
    expect(isEnvelope(null)).toBe(false);
    expect(isEnvelope('text')).toBe(false);
  });
});
