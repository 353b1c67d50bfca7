'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { MemberRow } from '@/lib/contracts/console-members';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { MEMBER_SORT_FIELDS } from '@/lib/contracts/console-members';
import { consoleCall, useConsoleApi } from '../console-api';
import { utcMinute } from '../time';
import styles from '../console.module.css';
import { LoadFailed } from './load-failed';
import { Options } from './options';
import { pagedTable, tableSetup } from './table-setup';

type SortField = (typeof MEMBER_SORT_FIELDS)[number];
type Sort = { field: SortField; order: 'asc' | 'desc' };
type Status = '' | 'active' | 'locked';
type Filters = { query: string; currency: string; status: Status };
const PAGE_SIZE = 20;

const isSortField = (field: unknown): field is SortField => MEMBER_SORT_FIELDS.includes(field as SortField);

/** Members: search by username, mobile or id, filter by currency and lock, sort and page on the platform. */
export function MembersView() {
  const api = useConsoleApi();
  const [filters, setFilters] = useState<Filters>({ query: '', currency: '', status: '' });
  const [sort, setSort] = useState<Sort>({ field: 'id', order: 'desc' });
  const [page, setPage] = useState(1);
  const { query, currency, status } = filters;
  const search = {
    query,
    sortField: sort.field,
    sortOrder: sort.order,
    page,
    pageSize: PAGE_SIZE,
    ...(currency ? { currency } : {}),
    ...(status ? { status } : {}),
  };
  const list = useQuery({
    queryKey: ['console', 'members', search],
    queryFn: () => consoleCall(api, 'operator/member-search', search),
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title" className={styles.title}>
        Members
      </h1>
      <MemberSearch
        filters={filters}
        currencies={list.data?.currencies ?? []}
        onChange={(next) => (setFilters((f) => ({ ...f, ...next })), setPage(1))}
      />
      <p className={styles.muted}>Times are UTC.</p>
      {list.isError ? (
        <LoadFailed what="The members" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <MembersTable
          list={list.data}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          query={query}
          page={page}
          onPage={setPage}
          sort={sort}
          onSort={(next) => (setSort(next), setPage(1))}
        />
      )}
    </section>
  );
}

/** The search box (applied on Search) and the currency and status filters (applied at once). */
function MemberSearch({
  filters,
  currencies,
  onChange,
}: {
  filters: Filters;
  currencies: readonly string[];
  onChange: (filters: Partial<Filters>) => void;
}) {
  const [typed, setTyped] = useState('');
  const submit = (e: FormEvent) => (e.preventDefault(), onChange({ query: typed.trim() }));
  return (
    <form className={styles.toolbar} role="search" aria-label="Find members" onSubmit={submit}>
      <label className={styles.field}>
        Username, mobile or member id
        <InputText value={typed} onChange={(e) => setTyped(e.target.value.slice(0, 40))} placeholder="e.g. demomy01 or 0123456789" />
      </label>
      <label className={styles.field}>
        Currency
        <select value={filters.currency} onChange={(e) => onChange({ currency: e.target.value })}>
          <option value="">all</option>
          <Options values={currencies} />
        </select>
      </label>
      <label className={styles.field}>
        Status
        <select value={filters.status} onChange={(e) => onChange({ status: e.target.value as Status })}>
          <option value="">all</option>
          <option value="active">active</option>
          <option value="locked">locked</option>
        </select>
      </label>
      <Button type="submit" label="Search" icon="pi pi-search" />
    </form>
  );
}

/** One page of members, each linking to its card. */
function MembersTable({
  list,
  loading,
  query,
  page,
  onPage,
  sort,
  onSort,
}: {
  list: EndpointOutput<'operator/member-search'> | undefined;
  loading: boolean;
  query: string;
  page: number;
  onPage: (page: number) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
}) {
  const sorted = (event: DataTableStateEvent) => {
    if (isSortField(event.sortField)) onSort({ field: event.sortField, order: event.sortOrder === 1 ? 'asc' : 'desc' });
  };
  return (
    <DataTable
      {...tableSetup('Members', '48rem')}
      value={list?.items ?? []}
      loading={loading}
      {...pagedTable(page, PAGE_SIZE, list?.total ?? 0, onPage)}
      sortField={sort.field}
      sortOrder={sort.order === 'asc' ? 1 : -1}
      onSort={sorted}
      dataKey="id"
      emptyMessage={query ? `No member matches “${query}”.` : 'No members yet.'}
    >
      <Column frozen field="id" header="#" sortable />
      <Column
        field="username"
        header="Username"
        sortable
        body={(m: MemberRow) => (
          <Link href={`/console/members/${m.id}`} className={styles.link}>
            {m.username}
          </Link>
        )}
      />
      <Column field="mobileno" header="Mobile" bodyClassName={styles.nowrap} />
      <Column field="currency" header="Currency" sortable />
      <Column
        field="createdAt"
        header="Registered"
        sortable
        bodyClassName={styles.nowrap}
        body={(m: MemberRow) => utcMinute(m.createdAt)}
      />
      <Column
        field="lastLoginAt"
        header="Last login"
        sortable
        bodyClassName={styles.nowrap}
        body={(m: MemberRow) => utcMinute(m.lastLoginAt)}
      />
      <Column
        header="Status"
        body={(m: MemberRow) => (
          <span className={m.locked ? styles.badgeLocked : styles.badgeActive}>{m.locked ? 'locked' : 'active'}</span>
        )}
      />
    </DataTable>
  );
}
