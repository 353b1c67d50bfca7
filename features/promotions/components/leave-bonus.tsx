'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import type { ActiveBonus } from '@/lib/contracts/promotions';
import { useLeaveBonus } from '../use-apply';
import styles from './promotions.module.css';

// PrimeReact's dialog loads when the member asks to leave, not with the page.
const ConfirmDialog = dynamic(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog), { ssr: false });

/** "Leave bonus": a confirmation names the bonus money that goes (cash and winnings already converted stay). */
export function LeaveBonus({ bonus, currency }: { bonus: ActiveBonus; currency: string }) {
  const t = useTranslations('promotions');
  const tCommon = useTranslations('common');
  const money = useCurrencyAmount(currency);
  const { leave, leaving } = useLeaveBonus();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={styles.secondary} onClick={() => setAsking(true)} disabled={leaving}>
        <i className="pi pi-sign-out" aria-hidden /> {t('leave')}
      </button>
      {asking ? (
        <ConfirmDialog
          title={t('leave_title')}
          confirmLabel={t('leave_confirm')}
          cancelLabel={tCommon('cancel')}
          busy={leaving}
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            if (await leave(bonus.bonusId)) setAsking(false);
          }}
        >
          <p>{t('leave_text', { amount: money(bonus.balance) })}</p>
          <p className={styles.muted}>{t('leave_keeps')}</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
