'use client';

import { Toast } from 'primereact/toast';
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';

/** SPEC §4/§9: severities, life 3000 ms, top-right; closes on its timer or by the user. */
export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';
export type ToastInput = {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  life?: number;
  action?: { label: string; onClick: () => void };
};
export const TOAST_LIFE_MS = 3000;

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const ref = useRef<Toast>(null);
  const show = useCallback((toast: ToastInput) => {
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
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast ref={ref} position="top-right" />
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('ToastProvider is missing');
  return show;
}
