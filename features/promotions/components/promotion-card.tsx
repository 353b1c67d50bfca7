'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { assetUrl } from '@/lib/asset-url';
import type { ShownPromotion } from '../catalogue';
import { ApplyButton } from './apply-button';
import { IneligibleReason } from './ineligible-reason';
import { OfferText, PromotionTermsList } from './promotion-terms';
import styles from './promotions.module.css';

type Props = {
  shown: ShownPromotion;
  currency: string;
  /** the promotion's page: /{lang}/promotions/{id} or /{lang}/promo-center/{id} */
  href: string;
  source: 'promotions' | 'promo-center';
  storageBase: string;
  /** 2 on the promotions page, 3 inside the promo centre's section */
  level?: 2 | 3;
  /** the list's first card: its art is the page's largest paint, fetched at once and first */
  priority?: boolean;
};

/**
 * One promotion: its headline with every significant term beside it, and the apply button (or why
 * this member cannot claim it). The title links to its page only when there is one to read.
 */
export function PromotionCard({ shown, currency, href, source, storageBase, level = 2, priority = false }: Props) {
  const Title = level === 2 ? 'h2' : 'h3';
  const t = useTranslations('promotions');
  const { promotion, text, clickable, ineligible } = shown;
  const titleId = `promotion-${promotion.promotionId}`;
  const image = assetUrl(storageBase, text.image);
  return (
    <article className={styles.card} aria-labelledby={titleId} data-promotion={promotion.promotionId}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- operator artwork from storage (3:1), sized by the card
        <img
          className={styles.cardImage}
          src={image}
          alt=""
          width={1200}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
        />
      ) : null}
      <div className={styles.cardBody}>
        <Title id={titleId} className={styles.cardTitle}>
          {clickable ? (
            <Link href={href} prefetch={false}>
              {text.title}
            </Link>
          ) : (
            text.title
          )}
        </Title>
        <OfferText terms={promotion.terms} currency={currency} />
        {text.summary ? <p className={styles.summary}>{text.summary}</p> : null}
        <PromotionTermsList terms={promotion.terms} currency={currency} heading={level === 2 ? 'h3' : 'h4'} />
        <div className={styles.cardActions}>
          {ineligible ? (
            <IneligibleReason reason={promotion.ineligibleReason} />
          ) : (
            <ApplyButton promotionId={promotion.promotionId} source={source} title={text.title} />
          )}
          {clickable ? (
            <Link href={href} prefetch={false} className={styles.more} aria-label={t('details_label', { title: text.title })}>
              {t('details')} <i className="pi pi-angle-right" aria-hidden />
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
