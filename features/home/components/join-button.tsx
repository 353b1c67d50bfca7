'use client';

import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import styles from './home.module.css';

export function JoinButton({ label }: { label: string }) {
  const { showDialog } = useQueryDialog();
  return (
    <button type="button" className={styles.primary} onClick={() => showDialog('register')}>
      {label}
    </button>
  );
}
