'use client';

import { Dialog } from 'primereact/dialog';
import type { ReactNode } from 'react';

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
