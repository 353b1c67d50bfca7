'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { BannerState, OperatorBanner } from '@/lib/contracts/content';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { SitePreview } from '../components/site-preview';
import { BannerEditor } from './banner-editor';
import { LoadFailed, Outcome, utc } from './content-kit';
import { pagedTable, tableSetup } from '../components/table-setup';
import content from './content.module.css';
import { previewUrl, siteSegment } from './preview-paths';
import { bannersKey, bannersQueryOptions, contactsQueryOptions, discardBanner, publishBanner } from './api';
import { Options } from '../components/options';

const PAGE_SIZE = 10;
type SortField = 'priority' | 'id' | 'updatedAt';
const STATE_TEXT: Record<BannerState, string> = { draft: 'draft', changed: 'published, edited', published: 'published' };

const titleOf = (b: OperatorBanner) => b.fields.title.en ?? Object.values(b.fields.title)[0] ?? '';
const windowOf = (b: OperatorBanner) =>
  b.fields.startsAt || b.fields.endsAt ? `${utc(b.fields.startsAt)} → ${utc(b.fields.endsAt)}` : 'always';

/** The home carousel's banners: server-paged list, filters, editor, publish and discard. */
export function BannersView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const [currency, setCurrency] = useState('');
  const [state, setState] = useState<'' | BannerState>('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: SortField; order: 1 | -1 }>({ field: 'priority', order: 1 });
  const [editing, setEditing] = useState<OperatorBanner | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The home page of a country using the banner's currency, with the drafts shown (docs/console.md).
  const [preview, setPreview] = useState<{ currency: string | null; token: number } | null>(null);
  const countries = useQuery(contactsQueryOptions(api));
  const previewSrc = preview ? previewUrl(siteSegment(countries.data ?? [], { currency: preview.currency }), '/') : null;

  const query = {
    page,
    pageSize: PAGE_SIZE,
    sortField: sort.field,
    sortOrder: sort.order,
    ...(currency ? { currency } : {}),
    ...(state ? { state } : {}),
  };
  const list = useQuery(bannersQueryOptions(api, query));
  const refresh = () => (
    void queryClient.invalidateQueries({ queryKey: bannersKey }),
    setPreview((p) => (p ? { ...p, token: p.token + 1 } : p))
  );
  const publish = useMutation({
    mutationFn: (id: number) => publishBanner(api, id),
    onSuccess: (out) => (setNotice(`Banner #${out.id} published (version ${out.version}).`), refresh()),
  });
  const discard = useMutation({
    mutationFn: (b: OperatorBanner) => discardBanner(api, b.id),
    onSuccess: (out) => (setNotice(`Draft of banner #${out.id} discarded.`), refresh()),
  });
  const reset = () => setPage(1);
  const options = list.data;

  return (
    <section aria-labelledby="banners-title">
      <h1 id="banners-title" className={styles.title}>
        Banners
      </h1>
      <p className={styles.muted}>
        The home page carousel. A saved banner is a draft; members see it once it is published (and inside its dates).
      </p>
      <form className={styles.toolbar} aria-label="Filter banners" onSubmit={(e) => e.preventDefault()}>
        <label className={styles.field}>
          Currency
          <select value={currency} onChange={(e) => (setCurrency(e.target.value), reset())}>
            <option value="">any</option>
            <option value="ALL">every currency (shared)</option>
            <Options values={options?.currencies ?? []} />
          </select>
        </label>
        <label className={styles.field}>
          State
          <select value={state} onChange={(e) => (setState(e.target.value as '' | BannerState), reset())}>
            <option value="">any</option>
            <option value="draft">draft</option>
            <option value="changed">published, edited</option>
            <option value="published">published</option>
          </select>
        </label>
        {mayEdit ? (
          <Button type="button" label="New banner" icon="pi pi-plus" size="small" onClick={() => (setNotice(null), setEditing('new'))} />
        ) : null}
      </form>
      <Outcome error={publish.error ?? discard.error} done={notice} />
      {list.isError ? (
        <LoadFailed what="The banners" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <DataTable
          {...tableSetup('Banners', '56rem')}
          value={list.data?.items ?? []}
          loading={list.isPending || list.isFetching}
          {...pagedTable(page, PAGE_SIZE, list.data?.total ?? 0, setPage)}
          sortField={sort.field}
          sortOrder={sort.order}
          onSort={(e) => (setSort({ field: (e.sortField as SortField) ?? 'priority', order: e.sortOrder === -1 ? -1 : 1 }), reset())}
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
          <Column
            header=""
            body={(b: OperatorBanner) => (
              <div className={styles.actions}>
                <Button label={mayEdit ? 'Edit' : 'View'} size="small" text onClick={() => (setNotice(null), setEditing(b))} />
                {mayEdit ? (
                  <Button
                    label="Preview"
                    size="small"
                    text
                    onClick={() => setPreview((p) => ({ currency: b.fields.currency, token: (p?.token ?? 0) + 1 }))}
                  />
                ) : null}
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
            )}
          />
        </DataTable>
      )}
      {preview && previewSrc ? <SitePreview src={previewSrc} reloadToken={preview.token} onClose={() => setPreview(null)} /> : null}
      <Dialog
        header={editing === 'new' ? 'New banner' : editing ? `Banner #${editing.id}` : ''}
        visible={editing !== null && options !== undefined}
        onHide={() => setEditing(null)}
        style={{ width: 'min(60rem, 96vw)' }}
        modal
      >
        {editing !== null && options ? (
          <BannerEditor
            key={editing === 'new' ? 'new' : editing.id}
            banner={editing === 'new' ? null : editing}
            options={options}
            mayEdit={mayEdit}
            onSaved={(id) => {
              setEditing(null);
              setNotice(`Banner #${id} saved as a draft. Publish it to show it to members.`);
              refresh();
            }}
          />
        ) : null}
      </Dialog>
    </section>
  );
}
