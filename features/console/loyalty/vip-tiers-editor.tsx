'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { VIP_REWARD_KINDS } from '@/lib/contracts/loyalty';
import { filledNames, LanguageNames, type LanguageText } from './language-names';
import { bpToPercent, percentToBp } from './percent';
import { SaveStatus } from '../components/save-status';
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
  const [tiers, setTiers] = useState<TierForm[]>(() => loyalty.tiers.map(toForm));
  const [problem, setProblem] = useState('');
  const save = useConsoleSave(saveVipTiers, loyaltyKey);
  const change = (index: number, patch: Partial<TierForm>) => setTiers(tiers.map((t, i) => (i === index ? { ...t, ...patch } : t)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const rates = tiers.map((t) => percentToBp(t.rebate));
    if (rates.some((r) => r === null)) return setProblem('Each rebate rate is a percentage with at most two decimals.');
    setProblem('');
    save.mutate({
      currency: loyalty.currency,
      periodDays: periodDays ? Number(periodDays) : null,
      tiers: tiers.map((t, i) => ({
        level: t.level,
        threshold: t.threshold,
        languages: filledNames(t.languages),
        image: t.image,
        rebateBp: rates[i]!,
        withdrawalsPerDay: Number(t.withdrawalsPerDay),
        withdrawalMaxPerDay: t.withdrawalMaxPerDay,
        rewardKind: t.rewardKind,
        reward: t.reward,
        rewardWagering: Number(t.rewardWagering),
      })),
    });
  }

  return (
    <form className={styles.form} aria-label="VIP tiers" onSubmit={submit}>
      <label className={styles.field}>
        Turnover counted over the last N days (empty: lifetime)
        <InputText
          value={periodDays}
          inputMode="numeric"
          disabled={!mayEdit}
          onChange={(e) => setPeriodDays(e.target.value.replace(/\D/g, ''))}
        />
      </label>
      {tiers.map((tier, index) => (
        <fieldset key={tier.level} className={styles.card} aria-label={`Tier ${tier.level}`}>
          <legend>
            Level {tier.level} · {tier.languages.en?.name ?? ''}
          </legend>
          <div className={styles.limitFields}>
            <label className={styles.field}>
              Turnover to reach
              <InputText value={tier.threshold} disabled={!mayEdit} onChange={(e) => change(index, { threshold: e.target.value })} />
            </label>
            <label className={styles.field}>
              Rebate %
              <InputText value={tier.rebate} disabled={!mayEdit} onChange={(e) => change(index, { rebate: e.target.value })} />
            </label>
            <label className={styles.field}>
              Withdrawals a day
              <InputText
                value={tier.withdrawalsPerDay}
                disabled={!mayEdit}
                onChange={(e) => change(index, { withdrawalsPerDay: e.target.value })}
              />
            </label>
            <label className={styles.field}>
              Withdrawn a day at most
              <InputText
                value={tier.withdrawalMaxPerDay}
                disabled={!mayEdit}
                onChange={(e) => change(index, { withdrawalMaxPerDay: e.target.value })}
              />
            </label>
            <label className={styles.field}>
              Level-up reward
              <select
                value={tier.rewardKind}
                disabled={!mayEdit}
                onChange={(e) => change(index, { rewardKind: e.target.value as TierForm['rewardKind'] })}
              >
                <Options values={VIP_REWARD_KINDS} />
              </select>
            </label>
            <label className={styles.field}>
              Reward amount
              <InputText value={tier.reward} disabled={!mayEdit} onChange={(e) => change(index, { reward: e.target.value })} />
            </label>
            <label className={styles.field}>
              Bonus wagering ×
              <InputText
                value={tier.rewardWagering}
                disabled={!mayEdit || tier.rewardKind !== 'bonus'}
                onChange={(e) => change(index, { rewardWagering: e.target.value })}
              />
            </label>
          </div>
          <LanguageNames
            label="Tier name"
            languages={languages}
            value={tier.languages}
            onChange={(value) => change(index, { languages: value })}
            disabled={!mayEdit}
          />
          {mayEdit && tiers.length > 1 ? (
            <Button
              type="button"
              label={`Remove level ${tier.level}`}
              size="small"
              text
              severity="danger"
              onClick={() => setTiers(tiers.filter((_, i) => i !== index))}
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
            onClick={() => setTiers([...tiers, blankTier(Math.max(-1, ...tiers.map((t) => t.level)) + 1)])}
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
