'use client';

import { Button } from 'primereact/button';
import { useState, type FormEvent } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { VIP_REWARD_KINDS } from '@/lib/contracts/loyalty';
import { filledNames, LanguageNames, type LanguageText } from './language-names';
import { bpToPercent, percentToBp } from './percent';
import { SaveStatus } from '../components/save-status';
import { TextField } from '../components/text-field';
import { useEditedList } from '../components/use-edited-list';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { loyaltyKey, saveVipTiers } from './api';
import { Options } from '../components/options';

type Loyalty = EndpointOutput<'operator/loyalty'>;
type TierForm = {
  level: number;
  threshold: string;
  rebate: string;
  withdrawalsPerDay: string;
  withdrawalMaxPerDay: string;
  rewardKind: (typeof VIP_REWARD_KINDS)[number];
  reward: string;
  rewardWagering: string;
  image: string;
  languages: Record<string, LanguageText>;
};

const toForm = (tier: Loyalty['tiers'][number]): TierForm => ({
  level: tier.level,
  threshold: tier.threshold,
  rebate: tier.rebateRate,
  withdrawalsPerDay: String(tier.withdrawalsPerDay),
  withdrawalMaxPerDay: tier.withdrawalMaxPerDay,
  rewardKind: tier.rewardKind,
  reward: tier.reward,
  rewardWagering: String(tier.rewardWagering),
  image: tier.image,
  languages: tier.languages,
});

/** A tier as the platform takes it: numbers as numbers, the rebate in basis points, only the names written. */
const toInput = (t: TierForm, rebateBp: number) => ({
  level: t.level,
  threshold: t.threshold,
  languages: filledNames(t.languages),
  image: t.image,
  rebateBp,
  withdrawalsPerDay: Number(t.withdrawalsPerDay),
  withdrawalMaxPerDay: t.withdrawalMaxPerDay,
  rewardKind: t.rewardKind,
  reward: t.reward,
  rewardWagering: Number(t.rewardWagering),
});

const blankTier = (level: number): TierForm => ({
  level,
  threshold: '0',
  rebate: '0.50',
  withdrawalsPerDay: '3',
  withdrawalMaxPerDay: '0',
  rewardKind: 'cash',
  reward: '0',
  rewardWagering: '0',
  image: '',
  languages: { en: { name: `Level ${level}` } },
});

/** The currency's VIP tiers: threshold, rebate, withdrawal limits and level-up reward, names per language. */
export function VipTiersEditor({ loyalty, languages, mayEdit }: { loyalty: Loyalty; languages: string[]; mayEdit: boolean }) {
  const [periodDays, setPeriodDays] = useState(loyalty.periodDays === null ? '' : String(loyalty.periodDays));
  const tiers = useEditedList<TierForm>(() => loyalty.tiers.map(toForm));
  const [problem, setProblem] = useState('');
  const save = useConsoleSave(saveVipTiers, loyaltyKey);

  function submit(event: FormEvent) {
    event.preventDefault();
    const rates = tiers.rows.map((t) => percentToBp(t.rebate));
    if (rates.some((r) => r === null)) return setProblem('Each rebate rate is a percentage with at most two decimals.');
    setProblem('');
    save.mutate({
      currency: loyalty.currency,
      periodDays: periodDays ? Number(periodDays) : null,
      tiers: tiers.rows.map((t, i) => toInput(t, rates[i]!)),
    });
  }

  return (
    <form className={styles.form} aria-label="VIP tiers" onSubmit={submit}>
      <TextField
        label="Turnover counted over the last N days (empty: lifetime)"
        value={periodDays}
        inputMode="numeric"
        disabled={!mayEdit}
        onText={(text) => setPeriodDays(text.replace(/\D/g, ''))}
      />
      {tiers.rows.map((tier, index) => (
        <fieldset key={tier.level} className={styles.card} aria-label={`Tier ${tier.level}`}>
          <legend>
            Level {tier.level} · {tier.languages.en?.name ?? ''}
          </legend>
          <TierFields tier={tier} mayEdit={mayEdit} onChange={(patch) => tiers.change(index, patch)} />
          <LanguageNames
            label="Tier name"
            languages={languages}
            value={tier.languages}
            onChange={(value) => tiers.change(index, { languages: value })}
            disabled={!mayEdit}
          />
          {mayEdit && tiers.rows.length > 1 ? (
            <Button
              type="button"
              label={`Remove level ${tier.level}`}
              size="small"
              text
              severity="danger"
              onClick={() => tiers.remove(index)}
            />
          ) : null}
        </fieldset>
      ))}
      {mayEdit ? (
        <div className={styles.actions}>
          <Button
            type="button"
            label="Add a tier"
            size="small"
            outlined
            onClick={() => tiers.add(blankTier(Math.max(-1, ...tiers.rows.map((t) => t.level)) + 1))}
          />
          <Button type="submit" label="Save tiers" size="small" loading={save.isPending} />
          {problem ? <span className={styles.error}>{problem}</span> : <SaveStatus saved={save.isSuccess} error={save.error} />}
        </div>
      ) : null}
      {loyalty.tiers.length === 0 ? <p className={styles.muted}>This currency has no VIP tiers yet.</p> : null}
      <p className={styles.muted}>Rates in basis points are shown as percentages, e.g. {bpToPercent(50)} %.</p>
    </form>
  );
}

/** A tier's figures: turnover to reach, rebate, withdrawal limits and the level-up reward. */
function TierFields({ tier, mayEdit, onChange }: { tier: TierForm; mayEdit: boolean; onChange: (patch: Partial<TierForm>) => void }) {
  return (
    <div className={styles.limitFields}>
      <TextField label="Turnover to reach" value={tier.threshold} disabled={!mayEdit} onText={(threshold) => onChange({ threshold })} />
      <TextField label="Rebate %" value={tier.rebate} disabled={!mayEdit} onText={(rebate) => onChange({ rebate })} />
      <TextField
        label="Withdrawals a day"
        value={tier.withdrawalsPerDay}
        disabled={!mayEdit}
        onText={(withdrawalsPerDay) => onChange({ withdrawalsPerDay })}
      />
      <TextField
        label="Withdrawn a day at most"
        value={tier.withdrawalMaxPerDay}
        disabled={!mayEdit}
        onText={(withdrawalMaxPerDay) => onChange({ withdrawalMaxPerDay })}
      />
      <label className={styles.field}>
        Level-up reward
        <select
          value={tier.rewardKind}
          disabled={!mayEdit}
          onChange={(e) => onChange({ rewardKind: e.target.value as TierForm['rewardKind'] })}
        >
          <Options values={VIP_REWARD_KINDS} />
        </select>
      </label>
      <TextField label="Reward amount" value={tier.reward} disabled={!mayEdit} onText={(reward) => onChange({ reward })} />
      <TextField
        label="Bonus wagering ×"
        value={tier.rewardWagering}
        disabled={!mayEdit || tier.rewardKind !== 'bonus'}
        onText={(rewardWagering) => onChange({ rewardWagering })}
      />
    </div>
  );
}
