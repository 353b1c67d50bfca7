'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { assetUrl } from '@/lib/asset-url';
import { promotionById, promotionLanguage } from '../catalogue';
import { usePromotionInfo } from '../hooks';
import { ActiveBonus } from './active-bonus';
import { ApplyButton } from './apply-button';
import { IneligibleReason } from './ineligible-reason';
import { OfferText, PromotionTermsList } from './promotion-terms';
import { Empty, LoadFailed } from './states';
import styles from './promotions.module.css';
import { localeHref } from '@/lib/locale-href';

type Props = {
  lang: string;
  currency: string;
  id: string;
  section: 'promotions' | 'promo-center';
  storageBase: string;
};

/**
 * One promotion's page: headline (in the promo centre, the member's bonus from it), every
 * significant term, then the apply button (or why this member cannot claim it), then the operator's own text.
 */
export function PromotionDetail({ lang, currency, id, section, storageBase }: Props) {
  const t = useTranslations('promotions');
  const info = usePromotionInfo(currency);
  const back = (
    <Link href={localeHref(lang, `/${section}`)} className={styles.back}>
      <i className="pi pi-angle-left" aria-hidden /> {t(section === 'promotions' ? 'back_to_list' : 'back_to_center')}
    </Link>
  );
  if (info.isPending && currency) {
    return (
      <div className={styles.detail} aria-busy="true">
        {back}
        <div className={`${styles.card} ${styles.skeleton}`} aria-label={t('loading')} />
      </div>
    );
  }
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  const shown = promotionById(info.data?.promotions ?? [], id, promotionLanguage(lang));
  if (!shown) {
    return (
      <div className={styles.detail}>
        {back}
        <Empty title={t('not_found_title')} text={t('not_found_text')} icon="pi-search" />
      </div>
    );
  }
  const { promotion, text, ineligible } = shown;
  const image = assetUrl(storageBase, text.image);
  return (
    <article className={styles.detail} aria-labelledby="promotion-title">
      {back}
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- operator artwork from storage
        <img className={styles.detailImage} src={image} alt="" width={1200} height={400} />
      ) : null}
      <header className={styles.detailHead}>
        <h1 id="promotion-title">{text.title}</h1>
        <OfferText terms={promotion.terms} currency={currency} />
        {text.summary ? <p className={styles.summary}>{text.summary}</p> : null}
      </header>
      {/* In the promo centre, the member's bonus from this promotion, when it is theirs now. */}
      {section === 'promo-center' ? <ActiveBonus lang={lang} currency={currency} promotionId={promotion.promotionId} /> : null}
      <PromotionTermsList terms={promotion.terms} currency={currency} heading="h2" />
      <div className={styles.detailActions}>
        {ineligible ? (
          <IneligibleReason reason={promotion.ineligibleReason} />
        ) : (
          <ApplyButton promotionId={promotion.promotionId} source={section} title={text.title} />
        )}
      </div>
      {text.content.trim() ? (
        <section className={styles.content} aria-label={t('content_label')}>
          {/* The platform sends sanitised HTML (lib/contracts/promotions.ts); the page's CSP runs no inline script either way. */}
          <div dangerouslySetInnerHTML={{ __html: text.content }} />
        </section>
      ) : null}
    </article>
  );
}
