import { redacted, storableText } from './audit-value';

describe('audit values', () => {
  it('replaces NUL and lone surrogates with U+FFFD and keeps pairs', () => {
    expect(storableText('a\u0000b\ud800c\udfffd 🎰')).toBe('a\ufffdb\ufffdc\ufffdd 🎰');
  });

  it('masks secrets, makes keys and values storable, and keeps JSON semantics', () => {
    const at = new Date('2026-01-02T03:04:05Z');
    expect(
      redacted({ password: 'p', nested: { totpCode: '1', pin: null }, 'k\u0000': ['x\ud800', undefined, Infinity], at, skip: undefined }),
    ).toEqual({
      password: '[redacted]',
      nested: { totpCode: '[redacted]', pin: null },
      'k\ufffd': ['x\ufffd', null, null],
      at: at.toISOString(),
    });
  });

  it('caps depth and size without overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(JSON.stringify(redacted(deep))).toContain('[too deep]');
    const cut = redacted({ text: `${'x'.repeat(7_990)}🎰🎰🎰` }) as { truncated: string };
    expect(cut.truncated).toHaveLength(8_001);
    expect(cut.truncated.isWellFormed()).toBe(true);
  });
});
