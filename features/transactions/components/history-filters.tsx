'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DateInput } from '@/components/form';
import { isValidRange, type DateRange } from '../dates';
import { isIsoDay } from '../iso-day';
import { useStatusLabel } from './status-badge';
import styles from './transactions.module.css';

type Props = {
  range: DateRange;
  status: string;
  /** the statuses this history can be filtered by; none hides the select */
  statuses: readonly string[];
  onRange: (range: DateRange) => void;
  onStatus: (status: string) => void;
};

/**
 * Native date inputs: accessible, localized by the browser and far lighter than a calendar
 * widget. A change applies at once when the range is whole and from ≤ to; otherwise the last
 * good range stays on screen and the inputs say what is wrong.
 */
export function HistoryFilters({ range, status, statuses, onRange, onStatus }: Props) {
  const t = useTranslations('transactions');
  const statusLabel = useStatusLabel();
  const errorId = useId();
  const [draft, setDraft] = useState<DateRange>(range);
  const reversed = isIsoDay(draft.from) && isIsoDay(draft.to) && draft.from > draft.to;

  const change = (next: DateRange) => {
    setDraft(next);
    if (isValidRange(next.from, next.to)) onRange(next);
  };

  return (
    <form className={styles.filters} role="search" aria-label={t('filters_label')} onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        {t('filter_from')}
        <DateInput
          value={draft.from}
          max={isIsoDay(draft.to) ? draft.to : undefined}
          required
          aria-invalid={reversed}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(e) => change({ ...draft, from: e.target.value })}
        />
      </label>
      <label className={styles.field}>
        {t('filter_to')}
        <DateInput
          value={draft.to}
          min={isIsoDay(draft.from) ? draft.from : undefined}
          required
          aria-invalid={reversed}
          aria-describedby={reversed ? errorId : undefined}
          onChange={(e) => change({ ...draft, to: e.target.value })}
        />
      </label>
      {statuses.length > 0 ? (
        <label className={styles.field}>
          {t('filter_status')}
          <select value={status} onChange={(e) => onStatus(e.target.value)}>
            <option value="">{t('status_all')}</option>
            {statuses.map((code) => (
              <option key={code} value={code}>
                {statusLabel(code)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {reversed ? (
        <p id={errorId} className={styles.rangeError} role="alert">
          {t('range_invalid')}
        </p>
      ) : null}
    </form>
  );
}
