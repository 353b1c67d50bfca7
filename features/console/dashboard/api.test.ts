import { describe, expect, it } from 'vitest';
import { weekEndingOn } from './api';

describe('weekEndingOn', () => {
  it('is the seven UTC days that end on the day, oldest first, across a month end', () => {
    expect(weekEndingOn('2026-12-02')).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });
});
