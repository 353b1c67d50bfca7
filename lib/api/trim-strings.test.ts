import { describe, expect, it } from 'vitest';
import { trimStrings } from './trim-strings';

describe('trimStrings', () => {
  it('trims strings deep inside objects and arrays without mutating the input', () => {
    const input = { a: '  x ', b: [' y', { c: 'z  ' }], n: 1, t: true, nil: null, u: undefined };
    const out = trimStrings(input);
    expect(out).toEqual({ a: 'x', b: ['y', { c: 'z' }], n: 1, t: true, nil: null, u: undefined });
    expect(input.a).toBe('  x ');
    expect(out).not.toBe(input);
  });

  it('trims a bare string and leaves class instances alone', () => {
    expect(trimStrings('  hi\n')).toBe('hi');
    const date = new Date(0);
    const blob = new Blob(['x']);
    const out = trimStrings({ date, blob });
    expect(out.date).toBe(date);
    expect(out.blob).toBe(blob);
  });

  it('throws on circular structures instead of overflowing the stack', () => {
    const a: Record<string, unknown> = { s: ' x ' };
    a.self = a;
    expect(() => trimStrings(a)).toThrow(/circular/);
  });

  it('allows the same object to appear twice (not a cycle)', () => {
    const shared = { s: ' v ' };
    expect(trimStrings({ x: shared, y: shared })).toEqual({ x: { s: 'v' }, y: { s: 'v' } });
  });
});
