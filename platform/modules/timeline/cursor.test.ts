import { compareKeys, decodeCursor, encodeCursor, newestFirst } from './cursor';

describe('timeline cursor', () => {
  it('round-trips the time to the microsecond and the key', () => {
    const cursor = { at: '2026-12-02T03:04:05.123456Z', key: 'rdemo:round-1' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('refuses what it did not hand out', () => {
    expect(decodeCursor('nonsense')).toBeUndefined();
    expect(decodeCursor(Buffer.from('2026-12-02T03:04:05Z|j1').toString('base64url'))).toBeUndefined();
    expect(decodeCursor(Buffer.from('2026-12-02T03:04:05.123456Z|x1').toString('base64url'))).toBeUndefined();
  });

  it('orders newest first, ties by key in byte order', () => {
    const lines = [
      { at: '2026-12-02T03:04:05.000001Z', key: 'j00000000000000000002' },
      { at: '2026-12-02T03:04:05.000002Z', key: 'j00000000000000000001' },
      { at: '2026-12-02T03:04:05.000001Z', key: 'rdemo:1' },
      { at: '2026-12-02T03:04:05.000001Z', key: 'q00000000000000000009' },
    ];
    expect([...lines].sort(newestFirst).map((l) => l.key)).toEqual([
      'j00000000000000000001',
      'rdemo:1',
      'q00000000000000000009',
      'j00000000000000000002',
    ]);
    expect(compareKeys('rZ', 'ra')).toBeLessThan(0);
  });
});
