import { describe, expect, it } from 'vitest';
import { outputOrThrow } from './output';

describe('outputOrThrow', () => {
  it('returns the output of a successful answer', () => {
    expect(outputOrThrow({ status: true, msg: 'ok', output: [1] })).toEqual([1]);
  });

  it("fails with the answer's msg, or too_many_requests when there was no answer", () => {
    expect(() => outputOrThrow({ status: false, msg: 'not_logged_in' })).toThrow('not_logged_in');
    expect(() => outputOrThrow({ status: true, msg: 'ok' })).toThrow('ok');
    expect(() => outputOrThrow(null)).toThrow('too_many_requests');
  });
});
