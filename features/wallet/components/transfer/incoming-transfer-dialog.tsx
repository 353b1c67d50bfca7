'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { AppDialog } from '@/components/app-dialog';
import { formStyles } from '@/components/form';
import { pathLangOf } from '@/lib/api/context';
import styles from '../wallet.module.css';
import { localeHref } from '@/lib/locale-href';

export type IncomingTransfer = { amount: string; from: string; to: string };

/**
 * docs/PRODUCT.md §2 "incoming new transfer": shown after a transfer. Close goes back to the wallet;
 * Proceed opens the transfer history (which also leaves the ?action= dialog).
 */
export function IncomingTransferDialog({ transfer, onClose }: { transfer: IncomingTransfer; onClose: () => void }) {
  const t = useTranslations('wallet');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const lang = pathLangOf(usePathname());
  return (
    <AppDialog title={t('incoming_transfer_title')} onClose={onClose} width={420}>
      <p>{t('incoming_transfer_body', transfer)}</p>
      <p className={styles.muted}>{t('incoming_transfer_hint')}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onClose}>
          {tCommon('close')}
        </button>
        <button type="button" className={formStyles.submit} onClick={() => router.push(localeHref(lang, '/transactions/transfer'))}>
          {tCommon('proceed')}
        </button>
      </div>
    </AppDialog>
  );
}
