import { VISITOR_PAGE_CACHE_CONTROL, pageCacheControl } from './page-cache';

describe('pageCacheControl', () => {
  it('lets the browser keep a visitor’s page, revalidated, never in a shared cache', () => {
    expect(pageCacheControl({ member: null, fetchDest: 'document' })).toBe(VISITOR_PAGE_CACHE_CONTROL);
    expect(VISITOR_PAGE_CACHE_CONTROL).toBe('private, no-cache');
    expect(VISITOR_PAGE_CACHE_CONTROL).not.toContain('no-store');
  });

  it('keeps Next’s no-store on a member’s page and on anything but a document navigation (the router’s RSC fetches)', () => {
    expect(pageCacheControl({ member: { id: 1 }, fetchDest: 'document' })).toBeNull();
    expect(pageCacheControl({ member: null, fetchDest: 'empty' })).toBeNull();
    expect(pageCacheControl({ member: null, fetchDest: null })).toBeNull();
  });
});
