import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueryDialog } from './use-query-dialog';

const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
const navigation = { pathname: '/en-my/slots', search: new URLSearchParams('provider=pp') };

vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => navigation.pathname,
  useSearchParams: () => navigation.search,
}));

const url = () => `${window.location.pathname}${window.location.search}`;

describe('useQueryDialog', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    window.history.replaceState(null, '', '/en-my/slots?provider=pp');
  });

  it('opens a dialog as a new history entry, keeping the query, without the router', () => {
    const before = window.history.length;
    const { result } = renderHook(() => useQueryDialog());
    act(() => result.current.showDialog('register', { cmsID: '7' }));
    expect(url()).toBe('/en-my/slots?action=register&provider=pp&cmsID=7');
    expect(window.history.length).toBe(before + 1);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('closes to the plain path and reads the action from the search params', () => {
    navigation.search = new URLSearchParams('action=login&provider=pp');
    const { result } = renderHook(() => useQueryDialog());
    expect(result.current.action).toBe('login');
    act(() => result.current.closeDialog());
    expect(url()).toBe('/en-my/slots');
    expect(router.push).not.toHaveBeenCalled();
  });
});
