'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { useCurrencyAmount } from '@/components/i18n/use-currency-amount';
import { useDates } from '@/components/i18n/use-dates';
import type { PromotionTerms } from '@/lib/contracts/promotions';
import { formatList } from '@/lib/format-list';
import { useCategoryName } from '../hooks';
import { offerLine, termLines, type TermFormat } from '../terms';
import styles from './promotions.module.css';

function useTermFormat(currency: string): TermFormat {
  const locale = useLocale();
  const dates = useDates();
  const money = useCurrencyAmount(currency);
  const category = useCategoryName(currency);
  return useMemo(
    () => ({ money, category, date: dates.dateTime, list: (parts: string[]) => formatList(parts, locale) }),
    [money, category, locale, dates],
  );
}

/** What the promotion gives, in one line ("100% up to MYR 500"), or nothing when its terms name no amount. */
export function OfferText({ terms, currency, className }: { terms: PromotionTerms; currency: string; className?: string }) {
  const t = useTranslations('promotions');
  const money = useCurrencyAmount(currency);
  const line = offerLine(terms, { money });
  return line ? <p className={className ?? styles.offer}>{t(line.key, line.values)}</p> : null;
}

/**
 * The significant terms, every one of them in plain words: wagering and its cap, what each game
 * counts, the maximum bet, the expiry and what a withdrawal forfeits. Shown with each headline.
 */
export function PromotionTermsList({
  terms,
  currency,
  title,
  heading: Heading = 'h3',
}: {
  terms: PromotionTerms;
  currency: string;
  title?: string;
  heading?: 'h2' | 'h3' | 'h4';
}) {
  const t = useTranslations('promotions');
  const format = useTermFormat(currency);
  const lines = termLines(terms, format).filter((line) => line.id !== 'offer');
  return (
    <div className={styles.terms}>
      <Heading className={styles.termsTitle}>{title ?? t('terms_title')}</Heading>
      <ul>
        {lines.map((line) => (
          <li key={line.id} data-term={line.id}>
            {t(line.key, line.values)}
          </li>
        ))}
      </ul>
    </div>
  );
}
