import { SMALL_OBJECT_BYTES, cacheObject, cachedObject } from './small-object-cache';

const object = (bytes: number) => ({ body: new Uint8Array(bytes), headers: [['content-type', 'image/svg+xml']] as [string, string][] });

it('keeps a small object for ten minutes and not a moment longer', () => {
  cacheObject('live/a.svg', object(10), 0);
  expect(cachedObject('live/a.svg', 10 * 60_000)?.body.byteLength).toBe(10);
  expect(cachedObject('live/a.svg', 10 * 60_000 + 1)).toBeNull();
});

it('does not keep an object over the size limit', () => {
  cacheObject('live/big.svg', object(SMALL_OBJECT_BYTES + 1), 0);
  expect(cachedObject('live/big.svg', 1)).toBeNull();
  cacheObject('live/edge.svg', object(SMALL_OBJECT_BYTES), 0);
  expect(cachedObject('live/edge.svg', 1)).not.toBeNull();
});

it('drops the oldest entries beyond 500', () => {
  for (let i = 0; i < 501; i++) cacheObject(`live/n${i}.svg`, object(1), 0);
  expect(cachedObject('live/n0.svg', 1)).toBeNull();
  expect(cachedObject('live/n1.svg', 1)).not.toBeNull();
  expect(cachedObject('live/n500.svg', 1)).not.toBeNull();
});
