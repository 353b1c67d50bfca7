'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { AppDialog } from '@/components/app-dialog';
import { useAppStore, useProfileLoading, useUserStore } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { usePathname } from 'next/navigation';
import { pathLangOf } from '@/lib/api/context';
import type { ModuleSetting } from '@/lib/contracts/common';
import { WALLET_TARGETS, type WalletTarget } from '@/lib/routes';
import { useDevice } from '@/lib/use-device';
import { BonusBalance } from '@/features/promotions/dialogs';
import { useWalletSettings } from '../api';
import { visibleWalletTargets } from '../wallet-targets';
import { HeaderBalance } from './header-balance';
import { SectionState } from './section-state';
import { WalletPanel } from './wallet-panel';
import styles from './wallet.module.css';
import { localeHref } from '@/lib/locale-href';

// A stable empty list: a fresh [] per selector call would make the store subscription loop.
const NO_MODULES: readonly ModuleSetting[] = [];
const HISTORY: Partial<Record<WalletTarget, string>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  transfer: 'transfer',
  instant: 'rebate',
};

/**
 * docs/PRODUCT.md §4: the wallet dialog opens on its target; a target the module settings hide on
 * this device (for this member) toasts no_module_available and closes, like no target at all.
 */
export function WalletDialog({ target }: { target: WalletTarget }) {
  const t = useTranslations('wallet');
  const tCommon = useTranslations('common');
  const toast = useToast();
  const lang = pathLangOf(usePathname());
  const { closeDialog, showDialog } = useQueryDialog();
  const modules = useAppStore((s) => s.config?.modules ?? NO_MODULES);
  const device = useDevice();
  const userId = useUserStore((s) => s.data?.id ?? null);
  // Until the member's profile is here their id is unknown: a module shown only to them waits for it.
  const profileLoading = useProfileLoading();
  const targets = visibleWalletTargets(modules, device, userId);
  const active = targets.includes(target) ? target : undefined;
  // Once per open: switching tabs keeps this component (and its query observer) mounted.
  const settings = useWalletSettings({ fresh: true, enabled: Boolean(active) });

  useEffect(() => {
    if (active || profileLoading) return;
    toast({ severity: 'error', summary: tCommon('no_module_available') });
    closeDialog();
  }, [active, profileLoading, toast, tCommon, closeDialog]);
  if (!active) return null;

  const history = HISTORY[active];
  return (
    <AppDialog title={t('title')} onClose={closeDialog} width={560}>
      <div role="tablist" className={styles.tabs} aria-label={t('title')}>
        {WALLET_TARGETS.filter((x) => targets.includes(x)).map((x) => (
          <button key={x} role="tab" type="button" aria-selected={x === active} className={styles.tab} onClick={() => showDialog(x)}>
            {t(x)}
          </button>
        ))}
      </div>
      <section role="tabpanel" className={styles.panel} aria-label={t(active)}>
        <div className={styles.balanceRow}>
          <span>{t('main_wallet')}</span>
          <HeaderBalance />
        </div>
        <BonusBalance />
        <div className={styles.stack}>
          {settings.data ? <WalletPanel key={active} target={active} settings={settings.data} /> : <SectionState query={settings} />}
        </div>
        {history ? (
          <Link href={localeHref(lang, `/transactions/${history}`)} className={styles.historyLink}>
            {t('history')} <i className="pi pi-angle-right" aria-hidden />
          </Link>
        ) : null}
      </section>
    </AppDialog>
  );
}
