'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useAppStore } from '@/components/providers/store-provider';
import { statusTone } from '../statuses';
import styles from './transactions.module.css';

/**
 * A status code's name: our translation first (status-list names are English only), then the
 * name common/status-list gives, then the code itself.
 */
export function useStatusLabel() {
  const t = useTranslations('transactions');
  const statuses = useAppStore((s) => s.statuses);
  return useCallback(
    (code: string) => {
      const key = `status_${code}`;
      if (t.has(key)) return t(key);
      return statuses.find((s) => s.code === code)?.name ?? code;
    },
    [t, statuses],
  );
}

export function StatusBadge({ code, label }: { code: string; label: string }) {
  return <span className={`${styles.badge} ${styles[statusTone(code)]}`}>{label}</span>;
}
