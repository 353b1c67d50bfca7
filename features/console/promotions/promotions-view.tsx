'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import own from './promotions.module.css';
import { LoadFailed } from '../components/load-failed';
import { pagedTable, tableSetup } from '../components/table-setup';
import { promotionsQueryOptions } from './api';
import { Options } from '../components/options';

type Row = EndpointOutput<'operator/promotion-table'>['items'][number];
type State = '' | Row['state'];
const PAGE_SIZE = 20;
const KIND_LABEL: Record<Row['kind'], string> = { deposit_match: 'Deposit match', fixed: 'Fixed bonus', welcome: 'Welcome bonus' };

/** Promotions: filtered by currency and state, paged on the platform; each opens in the editor. */
export function PromotionsView({ role, currencies }: { role: StaffRole; currencies: readonly string[] }) {
  const api = useConsoleApi();
  const [currency, setCurrency] = useState('');
  const [state, setState] = useState<State>('');
  const [page, setPage] = useState(1);
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const filters = { page, pageSize: PAGE_SIZE, ...(currency ? { currency } : {}), ...(state ? { state } : {}) };
  const list = useQuery(promotionsQueryOptions(api, filters));

  return (
    <section aria-labelledby="promotions-title">
      <h1 id="promotions-title" className={styles.title}>
        Promotions
      </h1>
      <form className={styles.toolbar} aria-label="Filter promotions" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Currency
          <select value={currency} onChange={(e) => (setCurrency(e.target.value), setPage(1))}>
            <option value="">all</option>
            <Options values={currencies} />
          </select>
        </label>
        <label className={styles.field}>
          State
          <select value={state} onChange={(e) => (setState(e.target.value as State), setPage(1))}>
            <option value="">all</option>
            <option value="draft">draft</option>
            <option value="published">published</option>
            <option value="ended">ended</option>
          </select>
        </label>
        {mayEdit ? (
          <Link href="/console/promotions/new" className={`p-button p-button-sm ${own.buttonLink}`}>
            New promotion
          </Link>
        ) : null}
      </form>
      {list.isError ? (
        <LoadFailed what="The promotions" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <div className={own.tableWrap}>
          <DataTable
            {...tableSetup('Promotions')}
            value={list.data?.items ?? []}
            loading={list.isPending}
            {...pagedTable(page, PAGE_SIZE, list.data?.total ?? 0, setPage)}
            dataKey="promotionId"
            emptyMessage={state || currency ? 'No promotions match these filters.' : 'No promotions yet.'}
          >
            <Column frozen field="promotionId" header="#" />
            <Column
              header="Title"
              body={(row: Row) => (
                <Link href={`/console/promotions/${row.promotionId}`} className={own.rowLink}>
                  {row.title || `Promotion #${row.promotionId}`}
                </Link>
              )}
            />
            <Column field="currency" header="Currency" />
            <Column header="Kind" body={(row: Row) => KIND_LABEL[row.kind]} />
            <Column header="State" body={(row: Row) => <span className={own[`state_${row.state}`]}>{row.state}</span>} />
            <Column field="claimsTotal" header="Claims" />
            <Column header="Codes" body={(row: Row) => row.codes.map((c) => c.code).join(', ') || '—'} />
          </DataTable>
        </div>
      )}
    </section>
  );
}
