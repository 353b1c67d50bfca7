import { describe, expect, it } from 'vitest';
import { mergeMessages } from './merge-messages';

describe('mergeMessages', () => {
  it('keeps English where the language lacks a key', () => {
    expect(mergeMessages({ a: { b: 'B', c: 'C' }, d: 'D' }, { a: { b: 'β' } })).toEqual({ a: { b: 'β', c: 'C' }, d: 'D' });
  });
});
