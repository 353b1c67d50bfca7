'use client';

import { InputText } from 'primereact/inputtext';
import { PROMOTION_KINDS, type PromotionKind } from '@/lib/contracts/promotions';
import type { PromotionForm } from './promotion-form';
import styles from '../console.module.css';
import own from './promotions.module.css';
import { Options } from '../components/options';

type Props = {
  form: PromotionForm;
  set: (patch: Partial<PromotionForm>) => void;
  currencies: readonly string[];
  disabled: boolean;
  isNew: boolean;
};

const KIND_LABEL: Record<PromotionKind, string> = { deposit_match: 'Deposit match', fixed: 'Fixed bonus', welcome: 'Welcome bonus' };

/** A labelled text input bound to one form field. */
function Field({
  label,
  value,
  onChange,
  disabled,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
  hint?: string;
}) {
  return (
    <label className={styles.field}>
      {label}
      <InputText value={value} disabled={disabled} placeholder={hint} onChange={(e) => onChange(e.target.value)} />
    </label>
  );
}

/** The bonus rules: kind and amounts, wagering, maximum bet and conversion, dates and who may claim. */
export function TermsFields({ form, set, currencies, disabled, isNew }: Props) {
  const money = (label: string, key: 'amount' | 'matchCap' | 'minDeposit' | 'maxBet' | 'maxConversion', hint = '0.00') => (
    <Field label={`${label} (${form.currency})`} value={form[key]} disabled={disabled} hint={hint} onChange={(v) => set({ [key]: v })} />
  );
  const whole = (label: string, key: keyof PromotionForm, hint?: string) => (
    <Field
      label={label}
      value={String(form[key] ?? '')}
      disabled={disabled}
      hint={hint}
      onChange={(v) => set({ [key]: v.replace(/\D/g, '') })}
    />
  );
  return (
    <>
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
        <Field
          label="Contributions (category=%)"
          value={form.contributions}
          disabled={disabled}
          hint="slots=100, live=10"
          onChange={(v) => set({ contributions: v })}
        />
        {whole('Other categories (%)', 'otherContribution')}
        {money('Maximum bet', 'maxBet', 'none')}
        {money('Maximum conversion', 'maxConversion', 'none')}
        {whole('Expires after (days)', 'expiryDays')}
      </fieldset>
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
        <Field
          label="Countries (empty: all)"
          value={form.countries}
          disabled={disabled}
          hint="MY, SG"
          onChange={(v) => set({ countries: v })}
        />
        <Field
          label="CMS categories (ids)"
          value={form.cmsCategoryIds}
          disabled={disabled}
          hint="1, 2"
          onChange={(v) => set({ cmsCategoryIds: v })}
        />
        {whole('Claims per member', 'maxClaimsPerMember')}
        {whole('Claims in total (empty: no limit)', 'maxClaimsTotal')}
      </fieldset>
    </>
  );
}
