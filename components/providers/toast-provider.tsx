'use client';

import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { createToastQueue } from './toast-queue';

/** docs/PRODUCT.md §4/§9 toast severities. */
export type ToastSeverity = 'info' | 'success' | 'warn' | 'error' | 'secondary' | 'contrast';
export type ToastInput = {
  severity?: ToastSeverity;
  summary?: string;
  detail?: string;
  life?: number;
  action?: { label: string; onClick: () => void };
};

// The toast UI loads with the first toast, not with every page.
const PrimeToast = dynamic(() => import('./prime-toast').then((m) => m.PrimeToast), { ssr: false });

const ToastContext = createContext<((toast: ToastInput) => void) | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(() => createToastQueue<ToastInput>());
  const [needed, setNeeded] = useState(false);
  const show = useCallback(
    (toast: ToastInput) => {
      queue.push(toast);
      setNeeded(true);
    },
    [queue],
  );
  return (
    <ToastContext.Provider value={show}>
      {needed ? <PrimeToast onReady={queue.attach} /> : null}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: ToastInput) => void {
  const show = useContext(ToastContext);
  if (!show) throw new Error('ToastProvider is missing');
  return show;
}
