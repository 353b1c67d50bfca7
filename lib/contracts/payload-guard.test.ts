import { payloadFlaw } from './payload-guard';

describe('payload guard', () => {
  it('lets ordinary payloads through, newlines in text included', () => {
    expect(payloadFlaw({ username: 'demomy01', note: 'line one\nline two\ttabbed', amount: '12.50', id: 2147483647, page: 1 })).toBeNull();
    expect(payloadFlaw({ note: 'a pair is text: \ud83c\udfb0 🎰' })).toBeNull();
    expect(payloadFlaw(undefined)).toBeNull();
  });

  it.each([
    [{ gameId: 'a\u0000' }, 'gameId', 'error_characters'],
    [{ a: { b: ['ok', 'bell\u0007'] } }, 'a.b.1', 'error_characters'],
    [{ currency: 'MY\ud800' }, 'currency', 'error_characters'],
    [{ note: ['ok', '\udc00 low'] }, 'note.1', 'error_characters'],
    [{ a: { 'k\u0000': 1 } }, 'a', 'error_characters'],
    [{ id: Infinity }, 'id', 'error_number'],
    [{ id: 2 ** 53 + 2 }, 'id', 'error_number'],
    [JSON.parse('{"n":1e309}'), 'n', 'error_number'],
    [JSON.parse('[[[[[[[[[[1]]]]]]]]]]'), '0.0.0.0.0.0.0.0', 'error_depth'],
  ])('refuses %j at %s', (payload, field, key) => {
    expect(payloadFlaw(payload)).toEqual({ field, key });
  });
});
