'use client';

import { Button, type ButtonProps } from 'primereact/button';
import type { ReactNode } from 'react';
import { useConfirm } from './confirm-host';

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
 * not do by a slipped click. The question opens in the console's one ConfirmDialog (ConfirmHost);
 * Cancel has the focus first, and it (or Escape) leaves everything as it was.
 */
export function ConfirmButton({ label, question, header, onConfirm, severity, ...button }: Props) {
  const ask = useConfirm();
  const open = () => ask({ header: header ?? label, question, label, danger: severity === 'danger', onConfirm });
  return <Button type="button" label={label} severity={severity} {...button} onClick={open} />;
}
