import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT, detectDevice, deviceFromUserAgent, gamesPageSize, isMobileWidth, readAppFlag } from './device';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const APP = `${ANDROID} CasinoApp/2.1`;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('widths', () => {
  it('mobile view is under 768 px', () => {
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(isMobileWidth(Number.NaN)).toBe(false);
  });

  it('games page size: 30 under 640, 32 under 1024, else 35', () => {
    expect(gamesPageSize(320)).toBe(30);
    expect(gamesPageSize(639)).toBe(30);
    expect(gamesPageSize(640)).toBe(32);
    expect(gamesPageSize(1023)).toBe(32);
    expect(gamesPageSize(1024)).toBe(35);
    expect(gamesPageSize(1920)).toBe(35);
  });
});

describe('deviceFromUserAgent', () => {
  it('tells phones from desktops', () => {
    expect(deviceFromUserAgent(IPHONE)).toBe('mobile');
    expect(deviceFromUserAgent(ANDROID)).toBe('mobile');
    expect(deviceFromUserAgent(DESKTOP)).toBe('desktop');
    expect(deviceFromUserAgent('')).toBe('desktop');
    expect(deviceFromUserAgent(null)).toBe('desktop');
  });
});

describe('detectDevice', () => {
  it('is app for the persisted flag or the CasinoApp UA, whatever the width', () => {
    expect(detectDevice({ userAgent: DESKTOP, width: 1440, appFlag: true })).toBe('app');
    expect(detectDevice({ userAgent: APP, width: 1440 })).toBe('app');
  });

  it('otherwise uses the width, falling back to the UA when the width is unknown', () => {
    expect(detectDevice({ userAgent: DESKTOP, width: 500 })).toBe('mobile');
    expect(detectDevice({ userAgent: IPHONE, width: 1024 })).toBe('desktop');
    expect(detectDevice({ userAgent: IPHONE })).toBe('mobile');
    expect(detectDevice({ userAgent: DESKTOP, width: 0 })).toBe('desktop');
    expect(detectDevice({})).toBe('desktop');
  });
});

describe('readAppFlag', () => {
  it('persists ?app=1, keeps it without the query and clears it on ?app=0', () => {
    const storage = memoryStorage();
    expect(readAppFlag('', storage)).toBe(false);
    expect(readAppFlag('?app=1&x=2', storage)).toBe(true);
    expect(storage.map.get('app')).toBe('1');
    expect(readAppFlag('?x=2', storage)).toBe(true);
    expect(readAppFlag('?app=0', storage)).toBe(false);
    expect(readAppFlag('', storage)).toBe(false);
  });

  it('survives missing or throwing storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readAppFlag('?app=1', broken)).toBe(true);
    expect(readAppFlag('', broken)).toBe(false);
    expect(readAppFlag('?app=1', null)).toBe(true);
    expect(readAppFlag('', undefined)).toBe(false);
  });
});
