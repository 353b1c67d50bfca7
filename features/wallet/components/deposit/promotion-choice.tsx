'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '@/components/form';
import {
  OfferText,
  PendingDepositMatch,
  PromotionTermsList,
  useDepositMatchChoices,
  useHasPendingDepositMatch,
  type ShownPromotion,
} from '@/features/promotions/dialogs';
import styles from '../wallet.module.css';

/**
 * The deposit-match promotions this member may claim with a deposit (optional), the one chosen,
 * and the smallest deposit it takes (the promoMinDepo rule of the amount).
 */
export function useDepositPromotion(currency: string, promotionId: string) {
  const { choices, isError, retry } = useDepositMatchChoices(currency);
  const chosen = choices.find((c) => String(c.promotion.promotionId) === promotionId) ?? null;
  const min = chosen?.promotion.terms.minDeposit ? Number(chosen.promotion.terms.minDeposit) : NaN;
  return { choices, chosen, minDeposit: Number.isFinite(min) && min > 0 ? min : undefined, failed: isError, retry };
}

/** The optional promotion of a deposit and, once chosen, every one of its terms before the member pays. */
export function PromotionChoice({
  currency,
  choices,
  chosen,
  failed,
  onRetry,
  field,
}: {
  currency: string;
  choices: ShownPromotion[];
  chosen: ShownPromotion | null;
  /** the promotions could not be loaded: the deposit goes on without one */
  failed: boolean;
  onRetry: () => unknown;
  field: UseFormRegisterReturn;
}) {
  const t = useTranslations('promotions');
  const matchPending = useHasPendingDepositMatch();
  // A deposit match claimed before depositing applies to this deposit: say so, offer nothing else.
  if (matchPending) return <PendingDepositMatch currency={currency} />;
  if (failed) {
    return (
      <p className={styles.muted}>
        {t('deposit_promotions_failed')}{' '}
        <button type="button" className={styles.linkButton} onClick={() => void onRetry()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  if (choices.length === 0) return null;
  return (
    <>
      <SelectField
        label={t('deposit_promotion')}
        options={[
          { value: '', label: t('deposit_no_promotion') },
          ...choices.map((c) => ({ value: String(c.promotion.promotionId), label: c.text.title })),
        ]}
        {...field}
      />
      {chosen ? (
        <div className={styles.card} data-testid="deposit-promotion-terms">
          <OfferText terms={chosen.promotion.terms} currency={currency} />
          <PromotionTermsList terms={chosen.promotion.terms} currency={currency} heading="h4" />
        </div>
      ) : null}
    </>
  );
}

/** The amount's rules with the chosen promotion's minimum deposit. */
export function withPromoMinimum<R extends object>(rules: R, minDeposit: number | undefined): R & { promoMinDepo?: number } {
  return minDeposit === undefined ? rules : { ...rules, promoMinDepo: minDeposit };
}
