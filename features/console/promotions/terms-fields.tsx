'use client';

import { PROMOTION_KINDS, type PromotionKind } from '@/lib/contracts/promotions';
import type { PromotionForm } from './promotion-form';
import styles from '../console.module.css';
import own from './promotions.module.css';
import { Options } from '../components/options';
import { TextField } from '../components/text-field';

type Props = {
  form: PromotionForm;
  set: (patch: Partial<PromotionForm>) => void;
  currencies: readonly string[];
  disabled: boolean;
  isNew: boolean;
};

const KIND_LABEL: Record<PromotionKind, string> = { deposit_match: 'Deposit match', fixed: 'Fixed bonus', welcome: 'Welcome bonus' };

/** Money and whole-number fields bound to the form; a money label names the currency. */
function fieldMakers({ form, set, disabled }: Pick<Props, 'form' | 'set' | 'disabled'>) {
  const money = (label: string, key: 'amount' | 'matchCap' | 'minDeposit' | 'maxBet' | 'maxConversion', hint = '0.00') => (
    <TextField
      label={`${label} (${form.currency})`}
      value={form[key]}
      disabled={disabled}
      placeholder={hint}
      onText={(v) => set({ [key]: v })}
    />
  );
  const whole = (label: string, key: keyof PromotionForm, hint?: string) => (
    <TextField
      label={label}
      value={String(form[key] ?? '')}
      disabled={disabled}
      placeholder={hint}
      onText={(v) => set({ [key]: v.replace(/\D/g, '') })}
    />
  );
  return { money, whole };
}

/** The bonus rules: kind and amounts, wagering, maximum bet and conversion, dates and who may claim. */
export function TermsFields(props: Props) {
  return (
    <>
      <BonusFields {...props} />
      <WageringFields {...props} />
      <WhenAndWhoFields {...props} />
    </>
  );
}

/** Kind, currency (fixed once saved) and the amounts of that kind. */
function BonusFields({ form, set, currencies, disabled, isNew }: Props) {
  const { money, whole } = fieldMakers({ form, set, disabled });
  return (
    <fieldset className={`${own.fieldset} ${own.grid}`}>
      <legend>Bonus</legend>
      <label className={styles.field}>
        Kind
        <select value={form.kind} disabled={disabled} onChange={(e) => set({ kind: e.target.value as PromotionKind })}>
          {PROMOTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABEL[kind]}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Currency
        <select value={form.currency} disabled={disabled || !isNew} onChange={(e) => set({ currency: e.target.value })}>
          <Options values={currencies} />
        </select>
      </label>
      {form.kind === 'deposit_match' ? (
        <>
          {whole('Match (% of the deposit)', 'matchPercent', '100')}
          {money('Match cap', 'matchCap')}
          {money('Minimum deposit', 'minDeposit')}
        </>
      ) : (
        money('Bonus amount', 'amount')
      )}
    </fieldset>
  );
}

function WageringFields({ form, set, disabled }: Props) {
  const { money, whole } = fieldMakers({ form, set, disabled });
  return (
    <fieldset className={`${own.fieldset} ${own.grid}`}>
      <legend>Wagering and limits</legend>
      {whole('Wagering (× the base)', 'wageringMultiplier')}
      <label className={styles.field}>
        Wagering base
        <select
          value={form.wageringBase}
          disabled={disabled}
          onChange={(e) => set({ wageringBase: e.target.value as PromotionForm['wageringBase'] })}
        >
          <option value="bonus">bonus</option>
          <option value="bonus_plus_deposit">bonus + deposit</option>
        </select>
      </label>
      {whole('Wagering cap (× the bonus)', 'wageringCapMultiple')}
      <TextField
        label="Contributions (category=%)"
        value={form.contributions}
        disabled={disabled}
        placeholder="slots=100, live=10"
        onText={(v) => set({ contributions: v })}
      />
      {whole('Other categories (%)', 'otherContribution')}
      {money('Maximum bet', 'maxBet', 'none')}
      {money('Maximum conversion', 'maxConversion', 'none')}
      {whole('Expires after (days)', 'expiryDays')}
    </fieldset>
  );
}

/** The dates, and who may claim and how often. */
function WhenAndWhoFields({ form, set, disabled }: Props) {
  const { whole } = fieldMakers({ form, set, disabled });
  return (
    <fieldset className={`${own.fieldset} ${own.grid}`}>
      <legend>When and who</legend>
      <label className={styles.field}>
        Starts (UTC)
        <input type="datetime-local" value={form.startsAt} disabled={disabled} onChange={(e) => set({ startsAt: e.target.value })} />
      </label>
      <label className={styles.field}>
        Ends (UTC)
        <input type="datetime-local" value={form.endsAt} disabled={disabled} onChange={(e) => set({ endsAt: e.target.value })} />
      </label>
      <TextField
        label="Countries (empty: all)"
        value={form.countries}
        disabled={disabled}
        placeholder="MY, SG"
        onText={(v) => set({ countries: v })}
      />
      <TextField
        label="CMS categories (ids)"
        value={form.cmsCategoryIds}
        disabled={disabled}
        placeholder="1, 2"
        onText={(v) => set({ cmsCategoryIds: v })}
      />
      {whole('Claims per member', 'maxClaimsPerMember')}
      {whole('Claims in total (empty: no limit)', 'maxClaimsTotal')}
    </fieldset>
  );
}
