'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { TIMELINE_KINDS, type TimelineKind } from '@/lib/contracts/timeline';
import { parseDay } from '@/lib/timeline-period';
import { formatDay } from '../format';
import type { TimelineFilter } from '../query-state';
import styles from './timeline.module.css';

type Props = {
  filter: TimelineFilter;
  /** The period the platform answered for (the defaults filled in), once it has. */
  shown: { from: string; to: string; earliest: string; today: string } | undefined;
  onChange: (filter: TimelineFilter) => void;
  /** the CSV download, at the end of the row */
  children?: ReactNode;
};

/**
 * Kind and dates. Native date inputs (accessible, localized by the browser), bounded by the 12
 * months the timeline covers; a change applies when the range is whole, in order and inside them,
 * otherwise the last good list stays on screen and the inputs say what is wrong.
 */
export function TimelineFilters({ filter, shown, onChange, children }: Props) {
  const t = useTranslations('timeline');
  const locale = useLocale();
  const errorId = useId();
  const [draft, setDraft] = useState({ from: filter.from, to: filter.to });
  const from = draft.from || shown?.from || '';
  const to = draft.to || shown?.to || '';
  const reversed = Boolean(parseDay(from) && parseDay(to) && from > to);
  const tooEarly = Boolean(shown && parseDay(from) && from < shown.earliest);
  const problem = reversed ? t('range_invalid') : tooEarly && shown ? t('range_earliest', { day: formatDay(shown.earliest, locale) }) : '';

  const changeDates = (next: { from: string; to: string }) => {
    setDraft(next);
    const [f, tt] = [parseDay(next.from), parseDay(next.to)];
    if (!f || !tt || f > tt || (shown && f < shown.earliest)) return;
    onChange({ ...filter, from: f, to: tt });
  };

  return (
    <form className={styles.filters} role="search" aria-label={t('filters_label')} onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        {t('filter_kind')}
        <select value={filter.kind} onChange={(e) => onChange({ ...filter, kind: e.target.value as TimelineKind | '' })}>
          <option value="">{t('kind_all')}</option>
          {TIMELINE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kind_${kind}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        {t('filter_from')}
        <input
          type="date"
          value={from}
          min={shown?.earliest}
          max={parseDay(to) ? to : shown?.today}
          required
          aria-invalid={reversed || tooEarly}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => changeDates({ from: e.target.value, to })}
        />
      </label>
      <label className={styles.field}>
        {t('filter_to')}
        <input
          type="date"
          value={to}
          min={parseDay(from) ? from : shown?.earliest}
          max={shown?.today}
          required
          aria-invalid={reversed}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => changeDates({ from, to: e.target.value })}
        />
      </label>
      {children}
      {problem ? (
        <p id={errorId} className={styles.rangeError} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
