'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { ConsoleCategory, ConsoleGame, ConsoleProvider } from '@/lib/contracts/console-catalog';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { useConsoleApi } from '../console-api';
import { GameEditor } from './game-editor';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { pagedTable, tableSetup } from '../components/table-setup';
import { gamesQueryOptions } from './api';
import { Options } from '../components/options';

type Query = EndpointInput<'operator/game-list'>;
type Flag = NonNullable<Query['flag']>;
type Sort = NonNullable<Query['sort']>;
const PAGE_SIZE = 25;
const SORTABLE: Record<string, Sort> = { priority: 'priority', name: 'name', providerId: 'provider' };
const FIELD_OF: Record<Sort, string> = { priority: 'priority', name: 'name', provider: 'providerId' };

const flagsOf = (g: ConsoleGame) =>
  [g.popular && 'popular', g.new && 'new', !g.web && 'no desktop', !g.mobile && 'no phone', !g.enabled && 'not listed']
    .filter(Boolean)
    .join(', ');

type Filters = { search: string; providerId: string; type: string; flag: Flag | '' };

/** Every game: searched, filtered, sorted and paged by the platform; each row opens its editor. */
export function GamesPanel(props: { providers: ConsoleProvider[]; categories: ConsoleCategory[]; mayEdit: boolean }) {
  const api = useConsoleApi();
  const [filters, setFilters] = useState<Filters>({ search: '', providerId: '', type: '', flag: '' });
  const [sort, setSort] = useState<Sort>('priority');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [editingId, setEditingId] = useState<string | null>(null);
  const { search, providerId, type, flag } = filters;
  const query: Query = {
    search,
    sort,
    order,
    page,
    pageSize: PAGE_SIZE,
    ...(providerId ? { providerId } : {}),
    ...(type ? { type } : {}),
    ...(flag ? { flag } : {}),
  };
  const list = useQuery(gamesQueryOptions(api, query));
  // The editor shows the row as the list reads it now, so a maintenance switch shows its new state.
  const editing = list.data?.items.find((g) => g.gameId === editingId) ?? null;

  function onSort(event: DataTableStateEvent) {
    setSort(SORTABLE[event.sortField] ?? 'priority');
    setOrder(event.sortOrder === -1 ? 'desc' : 'asc');
    setPage(1);
  }

  return (
    <>
      <GameFilters
        filters={filters}
        providers={props.providers}
        types={[...new Set(props.categories.map((c) => c.type))]}
        onChange={(next) => (setFilters(next), setPage(1))}
      />
      {list.isError ? (
        <LoadFailed what="The games" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Games', '48rem')}
          value={list.data?.items ?? []}
          loading={list.isFetching}
          {...pagedTable(page, PAGE_SIZE, list.data?.total ?? 0, setPage)}
          sortField={FIELD_OF[sort]}
          sortOrder={order === 'desc' ? -1 : 1}
          onSort={onSort}
          dataKey="gameId"
          emptyMessage="No game matches."
        >
          <Column frozen field="name" header="Game" sortable />
          <Column field="providerId" header="Provider" sortable />
          <Column field="type" header="Category" />
          <Column field="priority" header="Priority" sortable />
          <Column header="Flags" body={flagsOf} />
          <Column header="Maintenance" body={maintenanceOf} />
          {props.mayEdit ? (
            <Column
              header="Edit"
              body={(g: ConsoleGame) => (
                <Button label="Edit" size="small" outlined aria-label={`Edit ${g.name}`} onClick={() => setEditingId(g.gameId)} />
              )}
            />
          ) : null}
        </DataTable>
      )}
      {editing ? <GameEditor key={editing.gameId} game={editing} onClose={() => setEditingId(null)} /> : null}
    </>
  );
}

/** "open", or until when the game is closed for maintenance. */
function maintenanceOf(g: ConsoleGame) {
  if (g.maintenanceUntil === null) return 'open';
  return <span className={styles.error}>{g.maintenanceUntil ? `until ${g.maintenanceUntil.slice(0, 16)}` : 'closed'}</span>;
}

/** Name or id, provider, category and one flag; each change goes to the platform at once. */
function GameFilters({
  filters,
  providers,
  types,
  onChange,
}: {
  filters: Filters;
  providers: ConsoleProvider[];
  types: string[];
  onChange: (filters: Filters) => void;
}) {
  const set = (patch: Partial<Filters>) => onChange({ ...filters, ...patch });
  return (
    <form className={styles.toolbar} aria-label="Game filters" onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        Name or id
        <InputText value={filters.search} maxLength={64} onChange={(e) => set({ search: e.target.value })} placeholder="search" />
      </label>
      <label className={styles.field}>
        Provider
        <select value={filters.providerId} onChange={(e) => set({ providerId: e.target.value })}>
          <option value="">any</option>
          {providers.map((p) => (
            <option key={p.providerId} value={p.providerId}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        Category
        <select value={filters.type} onChange={(e) => set({ type: e.target.value })}>
          <option value="">any</option>
          <Options values={types} />
        </select>
      </label>
      <label className={styles.field}>
        Only
        <select value={filters.flag} onChange={(e) => set({ flag: e.target.value as Flag | '' })}>
          <option value="">all games</option>
          <option value="popular">popular</option>
          <option value="new">new</option>
          <option value="disabled">not listed</option>
          <option value="maintenance">under maintenance</option>
        </select>
      </label>
    </form>
  );
}
