'use client';

import { useTranslations } from 'next-intl';
import { pagerLinks } from '../pager-links';
import styles from './transactions.module.css';

type Props = { page: number; pages: number; compact: boolean; report: string; onPage: (page: number) => void };

/**
 * The history's pager: first, previous, up to five page numbers around the current, next, last and
 * "Page n of m"; on a phone (`compact`) previous, the report and next only.
 */
export function HistoryPager({ page, pages, compact, report, onPage }: Props) {
  const t = useTranslations('prime');
  const step = (label: string, icon: string, target: number) => (
    <button type="button" className={styles.pagerStep} aria-label={label} disabled={target === page} onClick={() => onPage(target)}>
      <i className={`pi ${icon}`} aria-hidden />
    </button>
  );
  const reportText = <span className={styles.pagerReport}>{report}</span>;
  return (
    <nav className={styles.pager} aria-label={report}>
      {compact ? null : step(t('first_page'), 'pi-angle-double-left', 1)}
      {step(t('prev_page'), 'pi-angle-left', Math.max(1, page - 1))}
      {compact
        ? reportText
        : pagerLinks(page, pages).map((n) => (
            <button
              key={n}
              type="button"
              className={styles.pagerPage}
              aria-label={t('page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          ))}
      {step(t('next_page'), 'pi-angle-right', Math.min(pages, page + 1))}
      {compact ? null : step(t('last_page'), 'pi-angle-double-right', pages)}
      {compact ? null : reportText}
    </nav>
  );
}
