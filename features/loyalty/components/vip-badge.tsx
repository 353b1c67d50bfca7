'use client';

import { useTranslations } from 'next-intl';
import { useLoyaltyCurrency, useVipStatus } from '../hooks';
import styles from './loyalty.module.css';

/** The member's tier as a small badge (header menu, account page); nothing until it is known or without tiers. */
export function VipBadge() {
  const t = useTranslations('loyalty');
  const { data } = useVipStatus(useLoyaltyCurrency());
  if (!data?.name) return null;
  return (
    <span className={styles.badgeSmall} title={t('vip_current')} data-testid="vip-badge">
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG badge from storage */}
      {data.image ? <img src={data.image} alt="" /> : <i className="pi pi-crown" aria-hidden />}
      {data.name}
    </span>
  );
}
