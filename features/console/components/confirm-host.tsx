'use client';

import { ConfirmDialog } from 'primereact/confirmdialog';
import { createContext, useContext, useState, type ReactNode } from 'react';

/** What a ConfirmButton asks: the dialog's title, the question, the yes button and what it does. */
export type Question = {
  header: string;
  question: ReactNode;
  label: string;
  danger: boolean;
  onConfirm: () => void;
};

const AskContext = createContext<((question: Question) => void) | null>(null);

/**
 * The console's one confirm dialog. Its state lives here, above the tables, because a table row's
 * cells remount when the queue is read again (PrimeReact keys them by row index): a question held
 * in the cell vanished when the row above it was decided a moment before.
 */
export function ConfirmHost({ children }: { children: ReactNode }) {
  // The last question stays while the dialog fades out, so it does not empty as it closes.
  const [asking, setAsking] = useState<Question | null>(null);
  const [open, setOpen] = useState(false);
  const [ask] = useState(() => (question: Question) => (setAsking(question), setOpen(true)));
  return (
    <AskContext.Provider value={ask}>
      {children}
      <ConfirmDialog
        visible={open}
        onHide={() => setOpen(false)}
        header={asking?.header}
        message={asking?.question}
        icon="pi pi-exclamation-triangle"
        acceptLabel={asking?.label}
        defaultFocus="reject"
        rejectLabel="Cancel"
        acceptClassName={asking?.danger ? 'p-button-danger' : undefined}
        accept={asking?.onConfirm}
        style={{ width: 'min(28rem, 95vw)' }}
      />
    </AskContext.Provider>
  );
}

/** Opens the console's confirm dialog with a question. */
export function useConfirm(): (question: Question) => void {
  const ask = useContext(AskContext);
  if (!ask) throw new Error('useConfirm outside ConfirmHost');
  return ask;
}
