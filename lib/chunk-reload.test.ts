import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY_PREFIX,
  RELOAD_GUARD_MS,
  handleChunkError,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadOnceForPath,
  type GuardWindow,
} from './chunk-reload';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

function chunkError(message = 'Loading chunk 42 failed.') {
  const err = new Error(message);
  err.name = 'ChunkLoadError';
  return err;
}

describe('isChunkLoadError', () => {
  it.each([
    chunkError(),
    chunkError('Failed to load chunk /_next/static/chunks/abc.js from module 123'),
    new Error('Loading chunk 7 failed.\n(error: https://site/_next/static/chunks/7.js)'),
    new Error('Loading CSS chunk app-page failed.'),
    new TypeError('Failed to fetch dynamically imported module: https://site/_next/x.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module: https://site/x.js'),
    'Loading chunk 3 failed.',
    { name: 'ChunkLoadError', message: '' },
    new Error('wrapped', { cause: chunkError() }),
  ])('recognises %s', (err) => {
    expect(isChunkLoadError(err)).toBe(true);
  });

  it.each([null, undefined, 42, new Error('boom'), new TypeError('Failed to fetch'), 'chunky bacon', {}])('ignores %s', (err) => {
    expect(isChunkLoadError(err)).toBe(false);
  });
});

describe('reloadOnceForPath', () => {
  function deps(t = { now: 50_000 }) {
    const storage = memoryStorage();
    const reload = vi.fn();
    return { storage, reload, now: () => t.now, path: '/en-my/vip', t };
  }

  it('reloads once, then not again within 10 s for the same path', () => {
    const t = { now: 50_000 };
    const d = deps(t);
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(reloadOnceForPath(d)).toBe(true);
    expect(d.storage.map.get(`${CHUNK_RELOAD_KEY_PREFIX}/en-my/vip`)).toBe('50000');
    t.now += 9_999;
    expect(reloadOnceForPath(d)).toBe(false);
    t.now += 1;
    expect(reloadOnceForPath(d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(2);
  });

  it('keeps a separate window per path', () => {
    const d = deps();
    expect(reloadOnceForPath(d)).toBe(true);
    expect(reloadOnceForPath({ ...d, path: '/en-my/deposit' })).toBe(true);
    expect(reloadOnceForPath(d)).toBe(false);
  });

  it('allows a reload when the stored time is garbage or in the future', () => {
    const d = deps();
    d.storage.map.set(`${CHUNK_RELOAD_KEY_PREFIX}${d.path}`, 'nonsense');
    expect(reloadOnceForPath(d)).toBe(true);
    d.storage.map.set(`${CHUNK_RELOAD_KEY_PREFIX}${d.path}`, String(d.t.now + 60_000));
    expect(reloadOnceForPath(d)).toBe(true);
  });

  it('does not reload when the time cannot be recorded (no loop without storage)', () => {
    const reload = vi.fn();
    expect(reloadOnceForPath({ path: '/', storage: null, reload })).toBe(false);
    const readOnly = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    expect(reloadOnceForPath({ path: '/', storage: readOnly, reload })).toBe(false);
    const unreadable = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadOnceForPath({ path: '/', storage: unreadable, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('handleChunkError only acts on chunk errors', () => {
    const d = deps();
    expect(handleChunkError(new Error('boom'), d)).toBe(false);
    expect(handleChunkError(chunkError(), d)).toBe(true);
    expect(d.reload).toHaveBeenCalledTimes(1);
  });
});

describe('installChunkReloadGuard', () => {
  function fakeWindow(pathname = '/en-my') {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const win: GuardWindow = {
      addEventListener: (type, l) => target.addEventListener(type, l),
      removeEventListener: (type, l) => target.removeEventListener(type, l),
      location: { pathname, reload },
      sessionStorage: storage,
    };
    const fire = (type: 'error' | 'unhandledrejection', props: Record<string, unknown>) =>
      target.dispatchEvent(Object.assign(new Event(type), props));
    return { win, storage, reload, fire };
  }

  it('reloads on an unhandled chunk rejection, once per window', () => {
    let now = 1_000;
    const { win, reload, fire } = fakeWindow();
    const uninstall = installChunkReloadGuard(win, { now: () => now });
    fire('unhandledrejection', { reason: chunkError() });
    fire('unhandledrejection', { reason: chunkError() });
    expect(reload).toHaveBeenCalledTimes(1);
    now += RELOAD_GUARD_MS;
    fire('error', { error: chunkError() });
    expect(reload).toHaveBeenCalledTimes(2);
    uninstall();
  });

  it('reads the message of an error event without an error object', () => {
    const { win, reload, fire } = fakeWindow();
    const uninstall = installChunkReloadGuard(win);
    fire('error', { message: 'Uncaught TypeError: Failed to fetch dynamically imported module: /x.js' });
    expect(reload).toHaveBeenCalledTimes(1);
    uninstall();
  });

  it('ignores other errors and stops after uninstall', () => {
    const { win, reload, fire } = fakeWindow();
    const uninstall = installChunkReloadGuard(win);
    fire('error', { error: new Error('boom') });
    fire('unhandledrejection', { reason: new Error('boom') });
    uninstall();
    fire('unhandledrejection', { reason: chunkError() });
    expect(reload).not.toHaveBeenCalled();
  });

  it('uses injected storage and reload', () => {
    const { win, reload, fire } = fakeWindow('/th-th/vip');
    const storage = memoryStorage();
    const injectedReload = vi.fn();
    const uninstall = installChunkReloadGuard(win, { storage, reload: injectedReload, now: () => 5 });
    fire('unhandledrejection', { reason: chunkError() });
    expect(injectedReload).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.map.get(`${CHUNK_RELOAD_KEY_PREFIX}/th-th/vip`)).toBe('5');
    uninstall();
  });
});

describe('reloadAllowed', () => {
  it('answers what reloadOnceForPath would do, without recording anything', async () => {
    const { reloadAllowed } = await import('./chunk-reload');
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect(reloadAllowed({ path: '/en-my', storage, now: () => 50_000 })).toBe(true);
    expect(store.size).toBe(0);
    store.set('chunk-reload:/en-my', '45000');
    expect(reloadAllowed({ path: '/en-my', storage, now: () => 50_000 })).toBe(false);
    expect(reloadAllowed({ path: '/en-my', storage, now: () => 55_000 })).toBe(true);
    expect(reloadAllowed({ path: '/en-my', storage: null })).toBe(false);
  });
});
