'use client';

import { Dialog } from 'primereact/dialog';
import { useEffect, type ReactNode } from 'react';

/** Every ?action= dialog looks and closes the same way; full width on phones. */
export function AppDialog({
  title,
  onClose,
  children,
  width = 460,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}) {
  useReturnFocus();
  return (
    <Dialog
      visible
      header={title}
      onHide={onClose}
      modal
      dismissableMask
      draggable={false}
      resizable={false}
      blockScroll
      style={{ width: `${width}px` }}
      breakpoints={{ '640px': '100vw' }}
      contentStyle={{ paddingTop: 4 }}
    >
      {children}
    </Dialog>
  );
}

/**
 * A dialog here unmounts when ?action= goes, so PrimeReact's own focus restore never runs: give
 * focus back to whatever had it when the dialog opened (the button that opened it), if it is still
 * on the page, so keyboard and screen-reader users carry on where they were.
 */
function useReturnFocus() {
  useEffect(() => {
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    return () => {
      if (opener?.isConnected) requestAnimationFrame(() => opener.focus({ preventScroll: true }));
    };
  }, []);
}
