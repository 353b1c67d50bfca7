import { PAGE_CACHE_CONTROL, pageCacheControl } from './page-cache';

describe('pageCacheControl', () => {
  it('lets the browser keep a page navigation, revalidated, never in a shared cache', () => {
    expect(pageCacheControl({ fetchDest: 'document' })).toBe(PAGE_CACHE_CONTROL);
    expect(PAGE_CACHE_CONTROL).toBe('private, no-cache');
    expect(PAGE_CACHE_CONTROL).not.toContain('no-store');
    expect(PAGE_CACHE_CONTROL).not.toContain('public');
  });

  it('keeps Next’s no-store on anything but a document navigation (the router’s RSC fetches, frames)', () => {
    expect(pageCacheControl({ fetchDest: 'empty' })).toBeNull();
    expect(pageCacheControl({ fetchDest: 'iframe' })).toBeNull();
    expect(pageCacheControl({ fetchDest: null })).toBeNull();
  });
});
