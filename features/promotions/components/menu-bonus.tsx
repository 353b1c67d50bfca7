'use client';

import { useBonusStatus } from '../hooks';
import { BonusProgress } from './bonus-progress';
import styles from './promotions.module.css';

/** The header menu's glance at the active bonus (inside its promo-centre link); nothing without one. */
export function MenuBonus() {
  const { data } = useBonusStatus();
  if (!data?.active) return null;
  return (
    <span className={styles.menuBonus}>
      <BonusProgress bonus={data.active} currency={data.currency} compact />
    </span>
  );
}
