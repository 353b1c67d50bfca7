'use client';

import { useLocale, useTimeZone, useTranslations } from 'next-intl';
import { useId, useState, type ReactNode } from 'react';
import { DateInput } from '@/components/form';
import { TIMELINE_KINDS, type TimelineKind } from '@/lib/contracts/timeline-kinds';
import { dayOn, parseDay, timelineEarliest } from '@/lib/timeline-period';
import { formatIsoDay } from '@/lib/dates';
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
 * Kind and dates. The site's date inputs (native pickers whose value reads in the page's language
 * and order, components/form/date-input.tsx), bounded by the 12 months the timeline covers; a change applies when the range is whole, in order and inside them,
 * otherwise the last good list stays on screen and the inputs say what is wrong.
 */
export function TimelineFilters({ filter, shown, onChange, children }: Props) {
  const t = useTranslations('timeline');
  const locale = useLocale();
  const timeZone = useTimeZone() ?? 'UTC';
  const errorId = useId();
  const [draft, setDraft] = useState({ from: filter.from, to: filter.to });
  // Until the platform has answered (or when it failed), the same 12 months on the member's country
  // clock, so the inputs never sit empty in the browser's own mm/dd/yyyy.
  const bounds = shown ?? localBounds(timeZone);
  const from = draft.from || bounds.from;
  const to = draft.to || bounds.to;
  const reversed = Boolean(parseDay(from) && parseDay(to) && from > to);
  // Said here once the platform has answered; before, a start it refuses is said by the list's error.
  const tooEarly = Boolean(shown && parseDay(from) && from < shown.earliest);
  const problem = reversed ? t('range_invalid') : tooEarly ? t('range_earliest', { day: formatIsoDay(bounds.earliest, locale) }) : '';

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
        <DateInput
          value={from}
          min={bounds.earliest}
          max={parseDay(to) ? to : bounds.today}
          required
          aria-invalid={reversed || tooEarly}
          aria-describedby={problem ? errorId : undefined}
          onChange={(e) => changeDates({ from: e.target.value, to })}
        />
      </label>
      <label className={styles.field}>
        {t('filter_to')}
        <DateInput
          value={to}
          min={parseDay(from) ? from : bounds.earliest}
          max={bounds.today}
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

/** The default period on the member's clock: today back to the same day 12 months ago (lib/timeline-period.ts). */
function localBounds(timeZone: string): { from: string; to: string; earliest: string; today: string } {
  const today = dayOn(new Date(), timeZone);
  const earliest = timelineEarliest(today);
  return { from: earliest, to: today, earliest, today };
}
