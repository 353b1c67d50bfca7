'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { PasswordField } from '@/components/form';
import { useDates } from '@/components/i18n/use-dates';
import { useToast } from '@/components/providers/toast-provider';
import type { TwoFactorSetup } from '@/lib/contracts/security';
import { useSecurityMutation, useSecurityOverview } from '../api';
import { securityMessage } from '../message';
import { CodeForm } from './code-form';
import { CopyButton } from './copy-button';
import { RecoveryCodes } from './recovery-codes';
import { FormError, LoadFailed, Loading } from './states';
import styles from './security.module.css';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'scan'; setup: TwoFactorSetup }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' }
  | { name: 'renew' };

/**
 * Two-step sign-in: off → the password → scan the QR code and confirm a code → the ten recovery
 * codes, once. On: since when, codes left, new codes or turning off (each with a code).
 */
export function TwoFactorPanel() {
  const t = useTranslations('security');
  const tAll = useTranslations();
  const dates = useDates();
  const toast = useToast();
  const overview = useSecurityOverview();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const setup = useSecurityMutation('security/two-factor-setup');
  const confirm = useSecurityMutation('security/two-factor-confirm');
  const disable = useSecurityMutation('security/two-factor-disable');
  const renew = useSecurityMutation('security/recovery-codes');

  const go = (next: Step) => {
    setError(null);
    setStep(next);
  };
  const refusal = (msg: string) => setError(securityMessage(tAll, msg));

  if (step.name === 'codes') {
    return (
      <RecoveryCodes
        codes={step.codes}
        onDone={() => {
          go({ name: 'idle' });
        }}
      />
    );
  }
  if (overview.isPending) return <Loading rows={1} />;
  if (overview.isError) return <LoadFailed error={overview.error} onRetry={() => void overview.refetch()} />;
  const { enabled, enabledAt, recoveryCodesLeft } = overview.data.twoFactor;

  const status = (
    <div className={styles.statusLine}>
      <span className={`${styles.badge} ${enabled ? styles.badgeOn : ''}`}>
        <i className={`pi ${enabled ? 'pi-lock' : 'pi-lock-open'}`} aria-hidden /> {enabled ? t('status_on') : t('status_off')}
      </span>
      {enabled && enabledAt ? <span className={styles.muted}>{t('on_since', { date: dates.date(enabledAt) })}</span> : null}
    </div>
  );

  if (step.name === 'password') {
    const submit = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const password = String(new FormData(event.currentTarget).get('password') ?? '');
      if (!password) return setError(t('password_required'));
      const answer = await setup.mutateAsync({ password });
      if (!answer) return;
      if (answer.status && answer.output) return go({ name: 'scan', setup: answer.output });
      refusal(answer.msg);
    };
    return (
      <form className={styles.stack} onSubmit={submit} noValidate>
        {status}
        <p className={styles.muted}>{t('setup_password')}</p>
        <PasswordField label={t('password')} name="password" autoComplete="current-password" />
        <FormError message={error} />
        <div className={styles.actions}>
          <button
            type="submit"
            className={`${styles.button} ${styles.primary}`}
            disabled={setup.isPending}
            aria-busy={setup.isPending || undefined}
          >
            {t('continue')}
          </button>
          <button type="button" className={styles.button} onClick={() => go({ name: 'idle' })}>
            {t('cancel')}
          </button>
        </div>
      </form>
    );
  }

  if (step.name === 'scan') {
    const qr = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.setup.qrSvg)}`;
    return (
      <div className={styles.stack}>
        <p className={styles.step}>{t('scan_title')}</p>
        <div className={styles.qrRow}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a data URL the platform drew; nothing for next/image to optimise */}
          <img className={styles.qr} src={qr} alt={t('qr_label')} width={176} height={176} />
          <div className={styles.manual}>
            <p className={styles.muted}>{t('scan_hint')}</p>
            <p className={styles.muted}>
              {t('manual_key')}
              <code className={styles.secret}>{step.setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </p>
            {/* On the phone that shows the code there is nothing to scan it with: the key goes in by copy. */}
            <CopyButton text={step.setup.secret} label={`${t('codes_copy')}: ${t('manual_key')}`} />
          </div>
        </div>
        <CodeForm
          prompt={<p className={styles.step}>{t('confirm_title')}</p>}
          label={t('code_label')}
          submitLabel={t('confirm_submit')}
          digitsOnly
          pending={confirm.isPending}
          error={error}
          onCancel={() => go({ name: 'idle' })}
          onSubmit={async (code) => {
            const answer = await confirm.mutateAsync({ code });
            if (!answer) return;
            if (answer.status && answer.output) {
              toast({ severity: 'success', summary: t('turned_on') });
              return go({ name: 'codes', codes: answer.output.recoveryCodes });
            }
            refusal(answer.msg);
          }}
        />
      </div>
    );
  }

  if (step.name === 'disable' || step.name === 'renew') {
    const off = step.name === 'disable';
    const mutation = off ? disable : renew;
    return (
      <div className={styles.stack}>
        {status}
        <CodeForm
          prompt={off ? t('off_prompt') : t('renew_prompt')}
          label={t('code_or_recovery_label')}
          submitLabel={off ? t('turn_off') : t('new_codes')}
          tone={off ? 'danger' : 'primary'}
          pending={mutation.isPending}
          error={error}
          onCancel={() => go({ name: 'idle' })}
          onSubmit={async (code) => {
            const answer = await mutation.mutateAsync({ code });
            if (!answer) return;
            if (!answer.status) return refusal(answer.msg);
            if (off) {
              toast({ severity: 'success', summary: t('turned_off') });
              return go({ name: 'idle' });
            }
            const codes = (answer.output as { recoveryCodes?: string[] } | undefined)?.recoveryCodes ?? [];
            go({ name: 'codes', codes });
          }}
        />
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      {status}
      {enabled ? (
        <p className={styles.muted}>{t('codes_left', { count: recoveryCodesLeft })}</p>
      ) : (
        <p className={styles.muted}>{t('off_text')}</p>
      )}
      <div className={styles.actions}>
        {enabled ? (
          <>
            <button type="button" className={styles.button} onClick={() => go({ name: 'renew' })}>
              {t('new_codes')}
            </button>
            <button type="button" className={`${styles.button} ${styles.danger}`} onClick={() => go({ name: 'disable' })}>
              {t('turn_off')}
            </button>
          </>
        ) : (
          <button type="button" className={`${styles.button} ${styles.primary}`} onClick={() => go({ name: 'password' })}>
            {t('turn_on')}
          </button>
        )}
      </div>
    </div>
  );
}
