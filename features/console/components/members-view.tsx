'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { MemberRow } from '@/lib/contracts/console-members';
import { MEMBER_SORT_FIELDS } from '@/lib/contracts/console-members';
import { consoleCall, useConsoleApi } from '../console-api';
import { utcMinute } from '../time';
import styles from '../console.module.css';
import { LoadFailed } from './load-failed';
import { tableSetup } from './table-setup';

type SortField = (typeof MEMBER_SORT_FIELDS)[number];
type Status = '' | 'active' | 'locked';
const PAGE_SIZE = 20;

const isSortField = (field: unknown): field is SortField => MEMBER_SORT_FIELDS.includes(field as SortField);

/** Members: search by username, mobile or id, filter by currency and lock, sort and page on the platform. */
export function MembersView() {
  const api = useConsoleApi();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [currency, setCurrency] = useState('');
  const [status, setStatus] = useState<Status>('');
  const [sort, setSort] = useState<{ field: SortField; order: 'asc' | 'desc' }>({ field: 'id', order: 'desc' });
  const [page, setPage] = useState(1);

  const filters = {
    query,
    sortField: sort.field,
    sortOrder: sort.order,
    page,
    pageSize: PAGE_SIZE,
    ...(currency ? { currency } : {}),
    ...(status ? { status } : {}),
  };
  const list = useQuery({
    queryKey: ['console', 'members', filters],
    queryFn: () => consoleCall(api, 'operator/member-search', filters),
    placeholderData: keepPreviousData,
  });

  function onSort(event: DataTableStateEvent) {
    if (!isSortField(event.sortField)) return;
    setSort({ field: event.sortField, order: event.sortOrder === 1 ? 'asc' : 'desc' });
    setPage(1);
  }

  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title" className={styles.title}>
        Members
      </h1>
      <form
        className={styles.toolbar}
        role="search"
        aria-label="Find members"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(typed.trim());
          setPage(1);
        }}
      >
        <label className={styles.field}>
          Username, mobile or member id
          <InputText value={typed} onChange={(e) => setTyped(e.target.value.slice(0, 40))} placeholder="e.g. demomy01 or 0123456789" />
        </label>
        <label className={styles.field}>
          Currency
          <select value={currency} onChange={(e) => (setCurrency(e.target.value), setPage(1))}>
            <option value="">all</option>
            {(list.data?.currencies ?? []).map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Status
          <select value={status} onChange={(e) => (setStatus(e.target.value as Status), setPage(1))}>
            <option value="">all</option>
            <option value="active">active</option>
            <option value="locked">locked</option>
          </select>
        </label>
        <Button type="submit" label="Search" icon="pi pi-search" />
      </form>
      <p className={styles.muted}>Times are UTC.</p>
      {list.isError ? (
        <LoadFailed what="The members" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Members', '48rem')}
          value={list.data?.items ?? []}
          loading={list.isPending || (list.isFetching && list.isPlaceholderData)}
          lazy
          paginator
          rows={PAGE_SIZE}
          first={(page - 1) * PAGE_SIZE}
          totalRecords={list.data?.total ?? 0}
          onPage={(e) => setPage((e.page ?? 0) + 1)}
          sortField={sort.field}
          sortOrder={sort.order === 'asc' ? 1 : -1}
          onSort={onSort}
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
      )}
    </section>
  );
}
