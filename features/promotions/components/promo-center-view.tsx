'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { ActiveBonus } from './active-bonus';
import { PromotionsView } from './promotions-view';
import styles from './promotions.module.css';

// The code form (and the form library under it) is its own chunk: the public promotions pages,
// which share this feature's client references, do not load it.
const PromoCodeForm = dynamic(() => import('./promo-code-form').then((m) => m.PromoCodeForm));

type Props = { lang: string; currency: string; storageBase: string; initialTab: string };

/** The member's promo centre: their bonus and its progress, a promo code, and what they may claim. */
export function PromoCenterView({ lang, currency, storageBase, initialTab }: Props) {
  const t = useTranslations('promotions');
  return (
    <div className={styles.center}>
      <section aria-labelledby="promo-bonus" className={styles.section}>
        <h2 id="promo-bonus" className={styles.sectionTitle}>
          {t('your_bonus')}
        </h2>
        <ActiveBonus lang={lang} currency={currency} />
      </section>
      <section aria-labelledby="promo-code" className={styles.section}>
        <h2 id="promo-code" className={styles.sectionTitle}>
          {t('code_title')}
        </h2>
        <PromoCodeForm />
      </section>
      <section aria-labelledby="promo-available" className={styles.section}>
        <h2 id="promo-available" className={styles.sectionTitle}>
          {t('available_title')}
        </h2>
        <PromotionsView lang={lang} currency={currency} section="promo-center" storageBase={storageBase} initialTab={initialTab} />
      </section>
    </div>
  );
}
