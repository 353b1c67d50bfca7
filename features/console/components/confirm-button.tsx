'use client';

import { Button, type ButtonProps } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useState, type ReactNode } from 'react';

type Props = Omit<ButtonProps, 'onClick' | 'children'> & {
  label: string;
  /** The question, naming what the action touches ("Approve deposit #12 of MYR 1,200.00 for alice?"). */
  question: ReactNode;
  /** The dialog's title; the button's label by default. */
  header?: string;
  onConfirm: () => void;
};

/**
 * A button whose action waits for a yes: approve, disable, adjust — anything an operator should
 * not do by a slipped click. PrimeReact's ConfirmDialog, held open by this button's own state;
 * Cancel has the focus first, and it (or Escape) leaves everything as it was.
 */
export function ConfirmButton({ label, question, header, onConfirm, severity, ...button }: Props) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button type="button" label={label} severity={severity} {...button} onClick={() => setAsking(true)} />
      <ConfirmDialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={header ?? label}
        message={question}
        icon="pi pi-exclamation-triangle"
        acceptLabel={label}
        defaultFocus="reject"
        rejectLabel="Cancel"
        acceptClassName={severity === 'danger' ? 'p-button-danger' : undefined}
        accept={onConfirm}
        style={{ width: 'min(28rem, 95vw)' }}
      />
    </>
  );
}
