'use client';

import { useTranslations } from 'next-intl';
import { useWalletSettings } from '../../api';
import { PinForm } from '../withdrawal/pin-form';
import { SectionState } from '../section-state';
import styles from '../wallet.module.css';

/** The account page's PIN section: set one, or change it with the current PIN. */
export function PinManager() {
  const t = useTranslations('wallet');
  const settings = useWalletSettings({ fresh: true });
  if (!settings.data) return <SectionState query={settings} />;
  const { hasPin } = settings.data;
  return (
    <>
      <p className={styles.muted} style={{ marginBottom: 14 }}>
        {hasPin ? t('pin_intro_change') : t('pin_intro_set')}
      </p>
      {/* remount when the PIN gets set, so the form gains its current-PIN field */}
      <PinForm key={String(hasPin)} hasPin={hasPin} />
    </>
  );
}
