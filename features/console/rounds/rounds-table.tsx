'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { consoleMoney } from '../components/money';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import { utcMinute } from '../time';
import type { OpenRoundRow } from './api';

export const PAGE_SIZE = 50;

type Props = {
  rows: OpenRoundRow[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onVoid: (round: OpenRoundRow) => void;
};

/** A page of open rounds, oldest first: whose, which game, the stake held in its currency, since when. */
export function RoundsTable({ onVoid, ...props }: Props) {
  return (
    <DataTable
      {...tableSetup('Open rounds', '56rem')}
      value={props.rows}
      loading={props.loading}
      lazy
      paginator
      rows={PAGE_SIZE}
      first={(props.page - 1) * PAGE_SIZE}
      totalRecords={props.total}
      onPage={(e) => props.onPage((e.page ?? 0) + 1)}
      dataKey="roundId"
      emptyMessage="No open rounds."
    >
      <Column header="Opened (UTC)" body={(row: OpenRoundRow) => <span className={styles.nowrap}>{utcMinute(row.openedAt)}</span>} />
      <Column header="Member" body={(row: OpenRoundRow) => row.username || `#${row.memberId}`} />
      <Column header="Game" body={(row: OpenRoundRow) => `${row.gameName} · ${row.providerName}`} />
      <Column header="Round" body={(row: OpenRoundRow) => <code>{row.roundId}</code>} />
      <Column header="Stake" body={(row: OpenRoundRow) => <span className={styles.money}>{consoleMoney(row.bet, row.currency)}</span>} />
      <Column
        header="Void"
        body={(row: OpenRoundRow) => <Button label="Void" size="small" severity="danger" outlined onClick={() => onVoid(row)} />}
      />
    </DataTable>
  );
}
