import { describe, expect, it } from 'vitest';
import { isInstant, parseBackendTime, toLocalTime } from './local-time';

describe('toLocalTime', () => {
  it('shifts a time back 8 hours (docs/PRODUCT.md §9)', () => {
    expect(toLocalTime(new Date('2026-11-05T07:30:00Z')).toISOString()).toBe('2026-11-04T23:30:00.000Z');
  });

  it('leaves its argument alone', () => {
    const date = new Date('2026-11-05T00:00:00Z');
    toLocalTime(date);
    expect(date.toISOString()).toBe('2026-11-05T00:00:00.000Z');
  });
});

describe('parseBackendTime', () => {
  it('takes instants with a zone as they are', () => {
    expect(parseBackendTime('2026-11-05T07:30:00.000Z')?.toISOString()).toBe('2026-11-05T07:30:00.000Z');
    expect(parseBackendTime('2026-11-05T07:30:00+08:00')?.toISOString()).toBe('2026-11-04T23:30:00.000Z');
  });

  it('reads naive wall-clock times as UTC+8 and shifts them back', () => {
    expect(parseBackendTime('2026-11-05 07:30:00')?.toISOString()).toBe('2026-11-04T23:30:00.000Z');
    expect(parseBackendTime('2026-11-05T07:30')?.toISOString()).toBe('2026-11-04T23:30:00.000Z');
    expect(parseBackendTime('2026-11-05')?.toISOString()).toBe('2026-11-04T16:00:00.000Z');
  });

  it('refuses what is not a date', () => {
    for (const bad of ['', 'not a date', '2026-02-30', '2026-13-01T00:00:00Z', '05/11/2026', null, undefined]) {
      expect(parseBackendTime(bad)).toBeNull();
    }
  });
});

describe('isInstant', () => {
  it('recognises ISO instants only', () => {
    expect(isInstant('2026-11-05T07:30:00.000Z')).toBe(true);
    expect(isInstant('2026-11-05T07:30:00+07:00')).toBe(true);
    expect(isInstant('2026-11-05 07:30:00')).toBe(false);
    expect(isInstant('R00000001')).toBe(false);
  });
});
