'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles, PasswordField, SelectField } from '@/components/form';
import { useDates } from '@/components/i18n/use-dates';
import { useMemberId } from '@/components/providers/store-provider';
import { useClearMember } from '@/components/providers/use-clear-member';
import type { BreakInForce } from '@/lib/contracts/safety';
import { COOL_OFF_PERIODS, EXCLUSION_PERIODS, type BreakKind } from '@/lib/contracts/safety-choices';
import { breakEnd } from '@/lib/contracts/safety-periods';
import { formatDateTime } from '@/lib/dates';
import { useTakeBreak } from '../api';
import { marketingPauseCookie } from '../marketing-pause';
import { safetyMessage } from '../safety-message';
import styles from './safety.module.css';
import { localeHref } from '@/lib/locale-href';

type Step = { name: 'choose' } | { name: 'confirm'; endsAt: Date | null } | { name: 'done'; taken: BreakInForce };

/**
 * A cool-off or a self-exclusion: the period, the password, then one question that names the end
 * date; on "yes" the platform starts it at once and ends every session, this one included.
 */
export function BreakForm({ kind }: { kind: BreakKind }) {
  const t = useTranslations('safety');
  const tAll = useTranslations();
  const locale = useLocale();
  const dates = useDates();
  const clearMember = useClearMember();
  const take = useTakeBreak();
  const periods = kind === 'cool_off' ? COOL_OFF_PERIODS : EXCLUSION_PERIODS;
  const [period, setPeriod] = useState<string>(periods[0]);
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [error, setError] = useState<string | null>(null);
  const id = kind === 'cool_off' ? 'cool-off' : 'self-exclusion';
  const memberId = useMemberId();

  if (step.name === 'done') {
    const { endsAt, timeZone } = step.taken;
    return (
      <div className={styles.stack} data-testid={`${id}-taken`}>
        <p className={`${styles.notice} ${styles.success}`} role="status">
          {endsAt === null ? t('taken_permanent') : t('taken_until', { date: formatDateTime(endsAt, locale, timeZone) })}
        </p>
        <div className={styles.actions}>
          <Link className={styles.button} href={localeHref(locale)}>
            {t('go_home')}
          </Link>
        </div>
      </div>
    );
  }

  // The other form, once a break logged the member out: nothing more to take.
  if (memberId === null) return null;

  const onChoose = (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!password) return setError(tAll('validation.error_required'));
    setStep({ name: 'confirm', endsAt: breakEnd(kind, period, new Date()) });
  };

  const onConfirm = async () => {
    setError(null);
    const answer = await take.mutateAsync({ kind, period, password } as Parameters<typeof take.mutateAsync>[0]);
    if (!answer) return;
    if (!answer.status || !answer.output) {
      setStep({ name: 'choose' });
      return setError(safetyMessage(tAll, answer.msg));
    }
    document.cookie = marketingPauseCookie(answer.output.endsAt, Date.now());
    setStep({ name: 'done', taken: answer.output });
    // The platform ended every session: this page forgets the member too.
    clearMember();
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={onChoose}
      noValidate
      aria-label={t(kind === 'cool_off' ? 'cool_off_title' : 'exclusion_title')}
    >
      <p className={styles.intro}>{t(kind === 'cool_off' ? 'cool_off_intro' : 'exclusion_intro')}</p>
      <SelectField
        id={`${id}-period`}
        label={t('period_label')}
        value={period}
        disabled={step.name === 'confirm'}
        onChange={(e) => setPeriod(e.target.value)}
        options={periods.map((p) => ({ value: p, label: t(`period_${p}`) }))}
      />
      <PasswordField
        id={`${id}-password`}
        label={t('password_label')}
        autoComplete="current-password"
        value={password}
        disabled={step.name === 'confirm'}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className={styles.muted}>{t('final_hint')}</p>
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      {step.name === 'confirm' ? (
        <div className={styles.stack} role="alertdialog" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} className={`${styles.notice} ${styles.warning}`}>
            {step.endsAt === null ? t('confirm_permanent') : t('confirm_until', { date: dates.dateTime(step.endsAt) })}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.danger} disabled={take.isPending} onClick={() => void onConfirm()}>
              {t('confirm_yes')}
            </button>
            <button type="button" className={styles.button} disabled={take.isPending} onClick={() => setStep({ name: 'choose' })}>
              {t('confirm_no')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className={formStyles.submit}>
          {t(kind === 'cool_off' ? 'cool_off_submit' : 'exclusion_submit')}
        </button>
      )}
    </form>
  );
}
