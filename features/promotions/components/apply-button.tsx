'use client';

import { useTranslations } from 'next-intl';
import { useUserStore } from '@/components/providers/store-provider';
import type { ApplyInput } from '../use-apply';
import { useApplying, useApplyPromotion } from '../use-apply';
import styles from './promotions.module.css';

type Source = 'promo-center' | 'promotions';

/** Claims one promotion; every apply button waits while any claim is in flight. A visitor is asked to log in. */
export function ApplyButton({ promotionId, source, title }: { promotionId: number; source: Source; title: string }) {
  const t = useTranslations('promotions');
  const loggedIn = useUserStore((s) => s.loggedIn);
  const applying = useApplying();
  const apply = useApplyPromotion();
  const input: ApplyInput = { promotionId, fromSource: source };
  return (
    <button
      type="button"
      className={styles.apply}
      disabled={applying}
      aria-busy={applying || undefined}
      aria-label={t('apply_label', { title })}
      onClick={() => void apply(input, loggedIn)}
    >
      {applying ? <i className="pi pi-spin pi-spinner" aria-hidden /> : null}
      {t('apply')}
    </button>
  );
}
