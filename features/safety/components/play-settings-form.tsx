'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { formStyles, SelectField } from '@/components/form';
import { LoadFailedNotice } from '@/components/status-notice';
import { useMemberId } from '@/components/providers/store-provider';
import { REALITY_CHECK_CHOICES, SESSION_LIMIT_CHOICES } from '@/lib/contracts/safety-choices';
import { useSafetySettings, useSaveSafetySettings } from '../api';
import { safetyMessage } from '../safety-message';
import styles from './safety.module.css';

const NO_LIMIT = 'none';

/** The reality check's interval and the session limit: the member's choice, saved at once (and audited by the platform). */
export function PlaySettingsForm() {
  const t = useTranslations('safety');
  const tAll = useTranslations();
  const settings = useSafetySettings();
  const memberId = useMemberId();
  const save = useSaveSafetySettings();
  // The member's unsaved choice; until they touch a field the saved settings show.
  const [draft, setDraft] = useState<{ interval: string; limit: string } | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  // A break just logged the member out: nothing of theirs to show.
  if (memberId === null) return null;
  if (settings.isPending) {
    return (
      <div className={styles.stack} aria-busy="true">
        <p className={styles.muted}>{t('loading')}</p>
        <div className={styles.placeholder} />
        <div className={styles.placeholder} />
      </div>
    );
  }
  if (settings.isError) {
    return <LoadFailedNotice title={t('load_failed')} detail="" retryLabel={t('retry')} onRetry={() => void settings.refetch()} />;
  }

  const saved = {
    interval: String(settings.data.realityCheckMinutes),
    limit: settings.data.sessionLimitMinutes === null ? NO_LIMIT : String(settings.data.sessionLimitMinutes),
  };
  const { interval, limit } = draft ?? saved;
  const minutes = (count: number) => (count % 60 === 0 ? t('hours', { count: count / 60 }) : t('minutes', { count }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const answer = await save.mutateAsync({
      realityCheckMinutes: Number(interval),
      sessionLimitMinutes: limit === NO_LIMIT ? null : Number(limit),
    });
    if (!answer) return;
    if (answer.status) setDraft(null);
    setStatus(answer.status ? { ok: true, text: t('saved') } : { ok: false, text: safetyMessage(tAll, answer.msg) });
  };

  return (
    <form className={formStyles.form} onSubmit={submit} aria-label={t('reality_title')}>
      <p className={styles.intro}>{t('reality_intro')}</p>
      <SelectField
        label={t('reality_label')}
        name="realityCheckMinutes"
        value={interval}
        onChange={(e) => setDraft({ interval: e.target.value, limit })}
        options={REALITY_CHECK_CHOICES.map((m) => ({ value: String(m), label: m === 0 ? t('reality_off') : minutes(m) }))}
      />
      <h2 className={styles.subheading}>{t('limit_title')}</h2>
      <p className={styles.intro}>{t('limit_intro')}</p>
      <SelectField
        label={t('limit_label')}
        name="sessionLimitMinutes"
        value={limit}
        onChange={(e) => setDraft({ interval, limit: e.target.value })}
        options={[
          { value: NO_LIMIT, label: t('limit_none') },
          ...SESSION_LIMIT_CHOICES.map((m) => ({ value: String(m), label: minutes(m) })),
        ]}
      />
      {status ? (
        <p className={`${styles.notice} ${status.ok ? styles.success : styles.warning}`} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </p>
      ) : null}
      <button type="submit" className={formStyles.submit} disabled={save.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
