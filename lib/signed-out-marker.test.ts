import { SIGNED_OUT_KEY, markSignedOut, signedOutSince } from './signed-out-marker';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

describe('signed-out marker', () => {
  it('tells a page hidden before a sign-out that the member has gone, and one hidden after that nothing changed', () => {
    const storage = memoryStorage();
    expect(signedOutSince(storage, 1000)).toBe(false);
    markSignedOut(storage, 2000);
    expect(signedOutSince(storage, 1999)).toBe(true);
    expect(signedOutSince(storage, 2000)).toBe(true);
    expect(signedOutSince(storage, 2001)).toBe(false);
  });

  it('reads a damaged mark as no sign-out, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    storage.setItem(SIGNED_OUT_KEY, 'garbage');
    expect(signedOutSince(storage, 0)).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => markSignedOut(refusing, 1)).not.toThrow();
    expect(signedOutSince(refusing, 0)).toBe(false);
  });
});
