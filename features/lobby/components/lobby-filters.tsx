'use client';

import { useTranslations } from 'next-intl';
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
  const chips: { value: LobbyFilter | null; label: string }[] = [
    { value: null, label: t('filter_all') },
    { value: 'favourites', label: t('filter_favourites') },
    { value: 'recent', label: t('filter_recent') },
  ];
  return (
    <div className={styles.filters}>
      <div className={styles.filterRow}>
        <label className={styles.search}>
          <i className="pi pi-search" aria-hidden />
          <span className="visually-hidden">{t('search_label')}</span>
          <input
            type="search"
            value={query.name}
            placeholder={t('search_placeholder')}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => onName(e.target.value)}
          />
        </label>
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
