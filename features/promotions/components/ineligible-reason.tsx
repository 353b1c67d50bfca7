'use client';

import { useTranslations } from 'next-intl';
import styles from './promotions.module.css';

/** Why this member may not claim a promotion (its `ineligibleReason`, a message key), in their language. */
export function IneligibleReason({ reason }: { reason: string | null }) {
  const t = useTranslations('promotions');
  const text = reason && t.has(reason) ? t(reason) : t('ineligible_generic');
  return (
    <p className={styles.reason}>
      <i className="pi pi-info-circle" aria-hidden /> {text}
    </p>
  );
}
