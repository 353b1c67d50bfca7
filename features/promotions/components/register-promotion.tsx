'use client';

import { useTranslations } from 'next-intl';
import { promotionForCms } from '../catalogue';
import { usePageCurrency } from '@/components/providers/use-page-currency';
import { usePromotionInfo, usePromotionLanguage } from '../hooks';
import { OfferText, PromotionTermsList } from './promotion-terms';
import styles from './promotions.module.css';

/** Above the register form of a `?action=register&cmsID=…` link: the promotion it came for, with its terms. */
export function RegisterPromotion({ cmsID }: { cmsID: string }) {
  const t = useTranslations('promotions');
  const currency = usePageCurrency();
  const language = usePromotionLanguage();
  const info = usePromotionInfo(currency);
  if (info.isPending && currency)
    return <div className={`${styles.registerPromo} ${styles.skeleton}`} aria-busy="true" aria-label={t('loading')} />;
  const shown = promotionForCms(info.data?.promotions ?? [], cmsID, language);
  if (!shown) return null;
  return (
    <section className={styles.registerPromo} aria-labelledby="register-promotion">
      <p className={styles.kicker}>{t('register_kicker')}</p>
      <h3 id="register-promotion" className={styles.cardTitle}>
        {shown.text.title}
      </h3>
      <OfferText terms={shown.promotion.terms} currency={currency} />
      {shown.text.summary ? <p className={styles.summary}>{shown.text.summary}</p> : null}
      <PromotionTermsList terms={shown.promotion.terms} currency={currency} heading="h4" />
    </section>
  );
}
