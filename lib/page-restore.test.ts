import { noteRestored, restoredFromCache, showingRestoredPage } from './page-restore';

const nav = (type: string, transferSize: number) => ({ type, transferSize }) as unknown as PerformanceEntry;

describe('restoredFromCache', () => {
  it('is true for a back/forward cache restore', () => {
    expect(restoredFromCache({ persisted: true }, nav('navigate', 5000))).toBe(true);
  });

  it('is true for a history navigation the HTTP cache answered, false when the server did', () => {
    expect(restoredFromCache(null, nav('back_forward', 0))).toBe(true);
    expect(restoredFromCache(null, nav('back_forward', 4000))).toBe(false);
    expect(restoredFromCache({ persisted: false }, nav('navigate', 0))).toBe(false);
    expect(restoredFromCache(null, undefined)).toBe(false);
  });
});

describe('showingRestoredPage', () => {
  it('is the restored URL until a client navigation moves on', () => {
    expect(showingRestoredPage('http://localhost/en-my/account')).toBe(false);
    noteRestored('http://localhost/en-my/account');
    expect(showingRestoredPage('http://localhost/en-my/account')).toBe(true);
    expect(showingRestoredPage('http://localhost/en-my/slots')).toBe(false);
  });
});
