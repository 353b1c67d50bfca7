'use client';

import { DialogLink } from '@/components/dialogs/dialog-link';
import styles from './home.module.css';

/** A link to the register dialog's URL, so a tap before the scripts have run still opens it. */
export function JoinButton({ label }: { label: string }) {
  return (
    <DialogLink action="register" className={styles.primary}>
      {label}
    </DialogLink>
  );
}
