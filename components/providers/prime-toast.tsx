'use client';

import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { usePrimeLocale } from '../i18n/prime-locale';
import type { ToastInput } from './toast-provider';

export const TOAST_LIFE_MS = 3000;

/** PrimeReact's Toast, top-right, life 3000 ms (docs/PRODUCT.md §9); closes on its timer or by the user. */
export function PrimeToast({ onReady }: { onReady: (show: (toast: ToastInput) => void) => void }) {
  usePrimeLocale();
  const ref = useRef<Toast>(null);
  useEffect(() => {
    onReady((toast) => {
      const { action } = toast;
      ref.current?.show({
        severity: toast.severity ?? 'info',
        summary: toast.summary,
        detail: toast.detail,
        life: toast.life ?? TOAST_LIFE_MS,
        content: action ? (
          <div className="toast-with-action">
            <strong>{toast.summary}</strong>
            <button type="button" onClick={action.onClick}>
              {action.label}
            </button>
          </div>
        ) : undefined,
      });
    });
  }, [onReady]);
  return <Toast ref={ref} position="top-right" />;
}
