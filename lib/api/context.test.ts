import { describe, expect, it } from 'vitest';
import { browserRequestContext, pathLangOf, requestHeaders, type RequestContext } from './context';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('pathLangOf', () => {
  it('returns the {lang} segment, lower-cased', () => {
    expect(pathLangOf('/en-my/deposit')).toBe('en-my');
    expect(pathLangOf('/ZH-CN')).toBe('zh-cn');
    expect(pathLangOf('/en-my?x=1')).toBe('en-my');
  });
  it('returns empty when the first segment is not a language', () => {
    expect(pathLangOf('/')).toBe('');
    expect(pathLangOf('/error')).toBe('');
    expect(pathLangOf('/game/abc')).toBe('');
  });
});

describe('requestHeaders', () => {
  const base: RequestContext = {
    page: '/en-my/vip',
    fullpath: '/en-my/vip?a=1',
    domain: 'site.test',
    pathlang: 'en-my',
    device: 'mobile',
  };

  it('writes the docs/PRODUCT.md §7 headers and omits fp/bypass when absent', () => {
    expect(requestHeaders(base)).toEqual({
      page: '/en-my/vip',
      fullpath: '/en-my/vip?a=1',
      domain: 'site.test',
      pathlang: 'en-my',
      device: 'mobile',
    });
    expect(requestHeaders({ ...base, fp: null, bypass: null })).not.toHaveProperty('fp');
  });

  it('adds fp and x-maintenance-bypass when present (even an empty bypass)', () => {
    const h = requestHeaders({ ...base, fp: 'abc', bypass: '' });
    expect(h.fp).toBe('abc');
    expect(h['x-maintenance-bypass']).toBe('');
  });

  it('percent-encodes values fetch would reject (non-Latin-1, line breaks)', () => {
    const h = requestHeaders({ ...base, page: '/en-my/游戏', bypass: 'a\r\nb' });
    expect(h.page).toBe('/en-my/%E6%B8%B8%E6%88%8F');
    expect(h['x-maintenance-bypass']).toBe('a%0D%0Ab');
    expect(() => new Headers(h)).not.toThrow();
  });
});

describe('browserRequestContext', () => {
  it('derives every field from the page', () => {
    const ctx = browserRequestContext(
      {
        location: { pathname: '/en-my/deposit', search: '?bypass=k1&x=2', host: 'site.test:3000' },
        navigator: { userAgent: 'Mozilla/5.0 (Windows NT 10.0)' },
        innerWidth: 1280,
        sessionStorage: memoryStorage(),
      },
      () => 'fphash',
    );
    expect(ctx).toEqual({
      page: '/en-my/deposit',
      fullpath: '/en-my/deposit?bypass=k1&x=2',
      domain: 'site.test:3000',
      pathlang: 'en-my',
      device: 'desktop',
      fp: 'fphash',
      bypass: 'k1',
    });
  });

  it('reports app from a persisted ?app=1 flag, mobile by width, and no fp when hashing fails', () => {
    const storage = memoryStorage();
    const win = {
      location: { pathname: '/th-th', search: '?app=1', host: 'h' },
      innerWidth: 400,
      sessionStorage: storage,
    };
    expect(browserRequestContext(win, () => null).device).toBe('app');
    win.location.search = '';
    expect(browserRequestContext(win, () => null).device).toBe('app');
    storage.removeItem('app');
    const ctx = browserRequestContext(win, () => {
      throw new Error('no canvas');
    });
    expect(ctx.device).toBe('mobile');
    expect(ctx.fp).toBeNull();
    expect(ctx.bypass).toBeNull();
  });
});
