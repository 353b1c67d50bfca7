'use client';

import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { OperatorPopup } from '@/lib/contracts/content';
import { tableSetup } from '../components/table-setup';
import content from './content.module.css';
import { documentOf, type useDrafts } from './drafts-kit';

/** A pop-up in the list: the draft over the published one (`key`: the draft's key, its id once published). */
export type PopupRow = OperatorPopup & { key: string; hasDraft: boolean; isLive: boolean };

/** Every pop-up, published or a draft, with its state and an Edit (or View) button. */
export function PopupsTable({
  rows,
  loading,
  mayEdit,
  onEdit,
}: {
  rows: PopupRow[];
  loading: boolean;
  mayEdit: boolean;
  onEdit: (key: string) => void;
}) {
  return (
    <DataTable
      value={rows}
      loading={loading}
      dataKey="key"
      paginator
      rows={15}
      sortField="currency"
      sortOrder={1}
      emptyMessage="No pop-ups yet."
      {...tableSetup('Pop-ups')}
    >
      <Column frozen field="id" header="#" sortable body={(p: PopupRow) => (p.isLive ? p.id : 'new')} />
      <Column field="currency" header="Currency" sortable filter filterPlaceholder="MYR" showFilterMenu={false} />
      <Column header="Title" body={(p: OperatorPopup) => p.title.en ?? Object.values(p.title)[0]} />
      <Column header="Languages" body={(p: OperatorPopup) => Object.keys(p.title).join(' ')} />
      <Column field="link" header="Link" />
      <Column header="Hide (days)" body={(p: OperatorPopup) => p.hidePeriod} />
      <Column field="enabled" header="State" sortable body={(p: PopupRow) => <PopupState row={p} />} />
      <Column
        header=""
        body={(p: PopupRow) => <Button label={mayEdit ? 'Edit' : 'View'} size="small" text onClick={() => onEdit(p.key)} />}
      />
    </DataTable>
  );
}

/** Live or hidden, and a draft badge while it has one. */
function PopupState({ row }: { row: PopupRow }) {
  return (
    <>
      <span className={content.badge} data-state={row.enabled ? 'published' : 'changed'}>
        {row.enabled ? 'live' : 'hidden'}
      </span>{' '}
      {row.hasDraft ? (
        <span className={content.badge} data-state="draft">
          draft
        </span>
      ) : null}
    </>
  );
}

/** Published pop-ups with their drafts laid over them, then the drafts of new ones. */
export function popupRows(live: readonly OperatorPopup[], drafts: ReturnType<typeof useDrafts>['byKey']): PopupRow[] {
  const asRow = (key: string, base: OperatorPopup | null): PopupRow => {
    const doc = documentOf<'popup'>(drafts.get(key));
    const fields = doc
      ? {
          currency: doc.currency,
          title: doc.title,
          content: doc.content,
          img: doc.img ?? '',
          link: doc.link ?? '',
          hidePeriod: doc.hidePeriod ?? 1,
          enabled: doc.enabled ?? true,
        }
      : null;
    return { ...base!, ...fields, id: base?.id ?? 0, key, hasDraft: doc !== undefined, isLive: base !== null };
  };
  return [
    ...live.map((p) => asRow(String(p.id), p)),
    ...[...drafts.keys()].filter((key) => key.startsWith('new-')).map((key) => asRow(key, null)),
  ];
}
