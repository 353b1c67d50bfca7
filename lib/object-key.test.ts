import { isSafeObjectKey, objectKeyPath } from './object-key';

describe('object keys', () => {
  it('accepts the keys the platform writes', () => {
    expect(isSafeObjectKey('receipts/7/2026/11/0b9c-receipt.png')).toBe(true);
    expect(isSafeObjectKey('live/MYR/game/slots.json.gz')).toBe(true);
    expect(objectKeyPath(['live', 'MYR', 'game', 'slots.json.gz'])).toBe('live/MYR/game/slots.json.gz');
  });

  it.each([
    ['../private/receipts/7/x.png'],
    ['./x'],
    ['a//b'],
    ['/absolute/key'],
    ['a\\..\\private'],
    ['..%2Fprivate/x'],
    ['%252e%252e/private'],
    ['a/b\u0000.png'],
    ['line\nbreak'],
    [''],
    ['x'.repeat(1025)],
  ])('refuses %j', (key) => {
    expect(isSafeObjectKey(key)).toBe(false);
  });

  it('refuses a decoded route segment that hides a separator or a parent', () => {
    // Next decodes /storage/..%2Fprivate/k into the one segment "../private".
    expect(objectKeyPath(['../private', 'k'])).toBeNull();
    expect(objectKeyPath(['..', 'private', 'k'])).toBeNull();
    expect(objectKeyPath(['a\u0000', 'k'])).toBeNull();
    expect(objectKeyPath([])).toBeNull();
  });
});
