import { payloadFlaw } from './payload-guard';

describe('payload guard', () => {
  it('lets ordinary payloads through, newlines in text included', () => {
    expect(payloadFlaw({ username: 'demomy01', note: 'line one\nline two\ttabbed', amount: '12.50', id: 2147483647, page: 1 })).toBeNull();
    expect(payloadFlaw(undefined)).toBeNull();
  });

  it.each([
    [{ gameId: 'a\u0000' }, 'gameId', 'error_characters'],
    [{ a: { b: ['ok', 'bell\u0007'] } }, 'a.b.1', 'error_characters'],
    [{ id: Infinity }, 'id', 'error_number'],
    [{ id: 2 ** 53 + 2 }, 'id', 'error_number'],
    [JSON.parse('{"n":1e309}'), 'n', 'error_number'],
    [JSON.parse('[[[[[[[[[[1]]]]]]]]]]'), '0.0.0.0.0.0.0.0', 'error_depth'],
  ])('refuses %j at %s', (payload, field, key) => {
    expect(payloadFlaw(payload)).toEqual({ field, key });
  });
});
