'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { SectionSwitch } from '../components/section-switch';
import { CategoriesPanel } from './categories-panel';
import { GamesPanel } from './games-panel';
import { ProvidersPanel } from './providers-panel';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage } from '../components/page-frame';
import { catalogOverviewQueryOptions } from './api';
import { Options } from '../components/options';

const SECTIONS = [
  ['categories', 'Categories'],
  ['providers', 'Providers'],
  ['games', 'Games'],
] as const;
type Section = (typeof SECTIONS)[number][0];

/**
 * The catalogue: categories per currency, providers and games, maintenance switches. Every save
 * republishes the site's files, so members see the change at their next version check.
 */
export function CatalogView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const [currency, setCurrency] = useState('MYR');
  const [section, setSection] = useState<Section>('categories');
  const overview = useQuery(catalogOverviewQueryOptions(api, currency));
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const data = overview.data;

  return (
    <ConsolePage id="catalog" title="Catalogue">
      <div className={styles.toolbar}>
        <label className={styles.field}>
          Currency
          <select value={currency} onChange={(e) => setCurrency(e.target.value)}>
            <Options values={data?.currencies ?? [currency]} />
          </select>
        </label>
        <SectionSwitch label="Catalogue sections" sections={SECTIONS} value={section} onChange={setSection} />
        {data ? (
          <span className={styles.muted} role="status">
            Published version {data.version || '—'}
            {data.publishedAt ? ` at ${data.publishedAt.replace('T', ' ').slice(0, 19)} UTC` : ''}
          </span>
        ) : null}
      </div>
      {overview.isError ? (
        <LoadFailed what="The catalogue" error={overview.error} retry={() => void overview.refetch()} />
      ) : section === 'categories' ? (
        <CategoriesPanel
          categories={data?.categories ?? []}
          languages={data?.languages ?? ['en']}
          loading={overview.isPending}
          mayEdit={mayEdit}
        />
      ) : section === 'providers' ? (
        <ProvidersPanel providers={data?.providers ?? []} loading={overview.isPending} mayEdit={mayEdit} />
      ) : (
        <GamesPanel providers={data?.providers ?? []} categories={data?.categories ?? []} mayEdit={mayEdit} />
      )}
    </ConsolePage>
  );
}
