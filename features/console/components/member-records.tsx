'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import type { MemberRecord, MemberRecordTab } from '@/lib/contracts/console-members';
import { consoleCall, useConsoleApi } from '../console-api';
import { utcMinute } from '../time';
import { consoleMoney } from './money';
import styles from '../console.module.css';
import { LoadFailed } from './load-failed';
import { tableSetup } from './table-setup';

const PAGE_SIZE = 10;

/** Each tab's columns: the cell names the platform sends (operator/member-records) and their headers. */
const TABS: ReadonlyArray<{ tab: MemberRecordTab; label: string; columns: ReadonlyArray<[cell: string, header: string]> }> = [
  {
    tab: 'ledger',
    label: 'Ledger',
    columns: [
      ['time', 'Time (UTC)'],
      ['kind', 'Kind'],
      ['wallet', 'Wallet'],
      ['amount', 'Amount'],
      ['balanceAfter', 'Balance after'],
      ['note', 'Note'],
    ],
  },
  {
    tab: 'bets',
    label: 'Bets',
    columns: [
      ['time', 'Time (UTC)'],
      ['game', 'Game'],
      ['provider', 'Provider'],
      ['roundId', 'Round'],
      ['bet', 'Bet'],
      ['win', 'Win'],
      ['status', 'Status'],
    ],
  },
  {
    tab: 'deposits',
    label: 'Deposits',
    columns: [
      ['time', 'Time (UTC)'],
      ['reference', 'Reference'],
      ['method', 'Method'],
      ['bank', 'Bank or gateway'],
      ['amount', 'Amount'],
      ['status', 'Status'],
      ['reason', 'Reason'],
    ],
  },
  {
    tab: 'withdrawals',
    label: 'Withdrawals',
    columns: [
      ['time', 'Time (UTC)'],
      ['reference', 'Reference'],
      ['bank', 'Bank'],
      ['amount', 'Amount'],
      ['status', 'Status'],
      ['reason', 'Reason'],
    ],
  },
  {
    tab: 'bonuses',
    label: 'Bonuses',
    columns: [
      ['time', 'Claimed (UTC)'],
      ['promotion', 'Promotion'],
      ['status', 'Status'],
      ['granted', 'Granted'],
      ['wagered', 'Wagered'],
      ['required', 'Required'],
      ['progress', 'Progress'],
      ['expiresAt', 'Expires (UTC)'],
    ],
  },
  {
    tab: 'referrals',
    label: 'Referrals',
    columns: [
      ['time', 'Joined (UTC)'],
      ['username', 'Member'],
      ['turnover', 'Turnover'],
      ['firstDeposit', 'First deposit'],
      ['lastPlayed', 'Last played'],
    ],
  },
  {
    tab: 'sessions',
    label: 'Sessions',
    columns: [
      ['time', 'Created (UTC)'],
      ['lastSeen', 'Last seen (UTC)'],
      ['ip', 'IP'],
      ['userAgent', 'Browser'],
    ],
  },
];

const TIME_CELLS = new Set(['time', 'lastSeen', 'expiresAt']);
/** Cells that hold money of the member's currency: shown with it, thousands grouped. */
const MONEY_CELLS = new Set(['amount', 'balanceAfter', 'bet', 'win', 'granted', 'wagered', 'required', 'turnover']);

/** A record's cell as the table shows it: times in UTC, money in the member's currency, the rest as it is. */
function cellText(cell: string, value: string | undefined, currency: string): string {
  if (TIME_CELLS.has(cell)) return utcMinute(value || null);
  if (MONEY_CELLS.has(cell) && value && /^-?\d+(\.\d+)?$/.test(value)) return consoleMoney(value, currency);
  return value ?? '';
}

/** The member page's records, one tab at a time, each paged on the platform. */
export function MemberRecords({ memberId, currency }: { memberId: number; currency: string }) {
  const [active, setActive] = useState(0);
  return (
    <TabView activeIndex={active} onTabChange={(e) => setActive(e.index)} scrollable>
      {TABS.map((t, index) => (
        <TabPanel key={t.tab} header={t.label}>
          {index === active ? (
            <RecordsTable memberId={memberId} currency={currency} tab={t.tab} label={t.label} columns={t.columns} />
          ) : null}
        </TabPanel>
      ))}
    </TabView>
  );
}

function RecordsTable({
  memberId,
  currency,
  tab,
  label,
  columns,
}: {
  memberId: number;
  currency: string;
  tab: MemberRecordTab;
  label: string;
  columns: (typeof TABS)[number]['columns'];
}) {
  const api = useConsoleApi();
  const [page, setPage] = useState(1);
  const input = { memberId, tab, page, pageSize: PAGE_SIZE };
  const records = useQuery({
    queryKey: ['console', 'member-records', input],
    queryFn: () => consoleCall(api, 'operator/member-records', input),
    placeholderData: keepPreviousData,
  });
  if (records.isError)
    return <LoadFailed what={<>The {label.toLowerCase()}</>} error={records.error} retry={() => void records.refetch()} />;
  return (
    <>
      {records.data?.summary ? <p className={styles.summary}>{records.data.summary}</p> : null}
      <DataTable
        {...tableSetup(label)}
        value={records.data?.items ?? []}
        loading={records.isPending}
        lazy
        paginator
        rows={PAGE_SIZE}
        first={(page - 1) * PAGE_SIZE}
        totalRecords={records.data?.total ?? 0}
        onPage={(e) => setPage((e.page ?? 0) + 1)}
        dataKey="id"
        emptyMessage={`No ${label.toLowerCase()} yet.`}
      >
        {columns.map(([cell, header]) => (
          <Column
            frozen
            key={cell}
            header={header}
            bodyClassName={TIME_CELLS.has(cell) ? styles.nowrap : undefined}
            body={(row: MemberRecord) => cellText(cell, row.cells[cell], currency)}
          />
        ))}
      </DataTable>
    </>
  );
}
