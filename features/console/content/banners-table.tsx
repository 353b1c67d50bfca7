'use client';

import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import type { BannerState, OperatorBanner, OperatorBannerList } from '@/lib/contracts/content';
import styles from '../console.module.css';
import { pagedTable, tableSetup } from '../components/table-setup';
import { utc } from './content-kit';
import content from './content.module.css';

export const BANNERS_PAGE_SIZE = 10;
export type BannerSortField = 'priority' | 'id' | 'updatedAt';
export type BannerSort = { field: BannerSortField; order: 1 | -1 };
const STATE_TEXT: Record<BannerState, string> = { draft: 'draft', changed: 'published, edited', published: 'published' };

const titleOf = (b: OperatorBanner) => b.fields.title.en ?? Object.values(b.fields.title)[0] ?? '';
const windowOf = (b: OperatorBanner) =>
  b.fields.startsAt || b.fields.endsAt ? `${utc(b.fields.startsAt)} → ${utc(b.fields.endsAt)}` : 'always';

/** What a banner's row can do: open it, preview its home page, publish or discard its draft. */
export type BannerRowHandlers = {
  mayEdit: boolean;
  publish: UseMutationResult<unknown, Error, number>;
  discard: UseMutationResult<unknown, Error, OperatorBanner>;
  onEdit: (banner: OperatorBanner) => void;
  onPreview: (banner: OperatorBanner) => void;
};

/** One page of banners, sorted on the platform, each row with its actions. */
export function BannersTable({
  list,
  loading,
  page,
  onPage,
  sort,
  onSort,
  ...handlers
}: {
  list: OperatorBannerList | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  sort: BannerSort;
  onSort: (sort: BannerSort) => void;
} & BannerRowHandlers) {
  return (
    <DataTable
      {...tableSetup('Banners', '56rem')}
      value={list?.items ?? []}
      loading={loading}
      {...pagedTable(page, BANNERS_PAGE_SIZE, list?.total ?? 0, onPage)}
      sortField={sort.field}
      sortOrder={sort.order}
      onSort={(e) => onSort({ field: (e.sortField as BannerSortField) ?? 'priority', order: e.sortOrder === -1 ? -1 : 1 })}
      dataKey="id"
      emptyMessage="No banners match."
    >
      <Column
        frozen
        header="Image"
        body={(b: OperatorBanner) => (
          // eslint-disable-next-line @next/next/no-img-element -- public storage thumbnails
          <img className={content.thumb} src={b.imgUrl} alt="" loading="lazy" />
        )}
      />
      <Column field="id" header="#" sortable />
      <Column header="Title" body={titleOf} />
      <Column header="Currency" body={(b: OperatorBanner) => b.fields.currency ?? 'all'} />
      <Column header="Type" body={(b: OperatorBanner) => b.fields.type} />
      <Column field="priority" header="Order" sortable body={(b: OperatorBanner) => b.fields.priority} />
      <Column header="Shown (UTC)" body={(b: OperatorBanner) => (b.fields.enabled ? windowOf(b) : 'hidden')} />
      <Column
        header="State"
        body={(b: OperatorBanner) => (
          <span className={content.badge} data-state={b.state}>
            {STATE_TEXT[b.state]}
          </span>
        )}
      />
      <Column field="updatedAt" header="Edited (UTC)" sortable body={(b: OperatorBanner) => utc(b.updatedAt)} />
      <Column header="" body={(b: OperatorBanner) => <BannerActions banner={b} {...handlers} />} />
    </DataTable>
  );
}

function BannerActions({ banner: b, mayEdit, publish, discard, onEdit, onPreview }: { banner: OperatorBanner } & BannerRowHandlers) {
  return (
    <div className={styles.actions}>
      <Button label={mayEdit ? 'Edit' : 'View'} size="small" text onClick={() => onEdit(b)} />
      {mayEdit ? <Button label="Preview" size="small" text onClick={() => onPreview(b)} /> : null}
      {mayEdit && b.state !== 'published' ? (
        <>
          <Button
            label="Publish"
            size="small"
            loading={publish.isPending && publish.variables === b.id}
            onClick={() => publish.mutate(b.id)}
          />
          <Button
            label={b.state === 'draft' ? 'Delete' : 'Discard'}
            size="small"
            severity="danger"
            text
            onClick={() => discard.mutate(b)}
          />
        </>
      ) : null}
    </div>
  );
}
