'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { LOBBY_SORTS, type LobbyFilter, type LobbyQuery, type LobbySort } from '../filter-games';
import { ProviderSelect, type ProviderOption } from './provider-select';
import styles from './lobby.module.css';

type Props = {
  query: LobbyQuery;
  providers: ProviderOption[];
  /** members get the favourites / recently played chips */
  member: boolean;
  onName: (name: string) => void;
  onChange: (patch: Partial<LobbyQuery>) => void;
};

/** The lobby's filter bar: search, providers, sort, and a member's own lists. */
export function LobbyFilters({ query, providers, member, onName, onChange }: Props) {
  const t = useTranslations('lobby');
  const searchId = useId();
  const chips: { value: LobbyFilter | null; label: string }[] = [
    { value: null, label: t('filter_all') },
    { value: 'favourites', label: t('filter_favourites') },
    { value: 'recent', label: t('filter_recent') },
  ];
  return (
    <div className={styles.filters}>
      <div className={styles.filterRow}>
        {/* A real search form: before the scripts run (or without them) Enter loads ?name=, which the
            server filters; once React runs, typing filters in place and the form never submits. */}
        <form role="search" method="get" className={styles.search} onSubmit={(e) => e.preventDefault()}>
          <i className="pi pi-search" aria-hidden />
          <label className="visually-hidden" htmlFor={searchId}>
            {t('search_label')}
          </label>
          {query.providers.length > 0 ? <input type="hidden" name="provider" value={query.providers.join(',')} /> : null}
          {query.sort !== 'all' ? <input type="hidden" name="sort" value={query.sort} /> : null}
          <input
            id={searchId}
            type="search"
            name="name"
            value={query.name}
            placeholder={t('search_placeholder')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => onName(e.target.value)}
          />
        </form>
        <div className={styles.selects}>
          {providers.length > 1 ? (
            <ProviderSelect options={providers} selected={query.providers} onChange={(ids) => onChange({ providers: ids })} />
          ) : null}
          <label className={styles.control}>
            <i className="pi pi-sort-alt" aria-hidden />
            <span className="visually-hidden">{t('sort_label')}</span>
            <select value={query.sort} onChange={(e) => onChange({ sort: e.target.value as LobbySort })}>
              {LOBBY_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort_${s}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      {member ? (
        <div className={styles.chips} role="group" aria-label={t('filter_label')}>
          {chips.map((c) => (
            <button
              key={c.label}
              type="button"
              className={styles.chip}
              aria-pressed={query.filter === c.value}
              onClick={() => onChange({ filter: c.value })}
            >
              {c.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
