import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDevice } from './use-device';

const original = Object.getOwnPropertyDescriptor(window, 'innerWidth');

function resizeTo(width: number) {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
}

describe('useDevice', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    if (original) Object.defineProperty(window, 'innerWidth', original);
  });

  it('follows the window across the mobile breakpoint', () => {
    resizeTo(1280);
    const { result } = renderHook(() => useDevice());
    expect(result.current).toBe('desktop');
    resizeTo(500);
    expect(result.current).toBe('mobile');
  });

  it('is the app once the app flag is stored, whatever the width', () => {
    window.sessionStorage.setItem('app', '1');
    resizeTo(1280);
    const { result } = renderHook(() => useDevice());
    expect(result.current).toBe('app');
  });
});
