'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import type { BannerState, OperatorBanner, OperatorBannerList } from '@/lib/contracts/content';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import styles from '../console.module.css';
import { BannerEditor } from './banner-editor';
import { BANNERS_PAGE_SIZE, BannersTable, type BannerSort } from './banners-table';
import { ContentPreview, useContentPreview } from './content-preview';
import { LoadFailed, Outcome } from './content-kit';
import { previewUrl, siteSegment } from './preview-paths';
import { bannersKey, bannersQueryOptions, contactsQueryOptions, discardBanner, publishBanner } from './api';
import { Options } from '../components/options';

type Filters = { currency: string; state: '' | BannerState };

/** The home carousel's banners: server-paged list, filters, editor, publish and discard. */
export function BannersView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  const [filters, setFilters] = useState<Filters>({ currency: '', state: '' });
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<BannerSort>({ field: 'priority', order: 1 });
  const [editing, setEditing] = useState<OperatorBanner | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // The home page of a country using the banner's currency, with the drafts shown (docs/console.md).
  const countries = useQuery(contactsQueryOptions(api));
  const preview = useContentPreview<{ currency: string | null }>(({ currency }) =>
    previewUrl(siteSegment(countries.data ?? [], { currency }), '/'),
  );
  const query = {
    page,
    pageSize: BANNERS_PAGE_SIZE,
    sortField: sort.field,
    sortOrder: sort.order,
    ...(filters.currency ? { currency: filters.currency } : {}),
    ...(filters.state ? { state: filters.state } : {}),
  };
  const list = useQuery(bannersQueryOptions(api, query));
  const { publish, discard, refresh } = useBannerPublishing(setNotice, preview.reload);
  const edit = (banner: OperatorBanner | 'new') => (setNotice(null), setEditing(banner));

  return (
    <section aria-labelledby="banners-title">
      <h1 id="banners-title" className={styles.title}>
        Banners
      </h1>
      <p className={styles.muted}>
        The home page carousel. A saved banner is a draft; members see it once it is published (and inside its dates).
      </p>
      <BannerFilters
        filters={filters}
        currencies={list.data?.currencies ?? []}
        onChange={(next) => (setFilters(next), setPage(1))}
        onNew={mayEdit ? () => edit('new') : null}
      />
      <Outcome error={publish.error ?? discard.error} done={notice} />
      {list.isError ? (
        <LoadFailed what="The banners" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <BannersTable
          list={list.data}
          loading={list.isPending || list.isFetching}
          page={page}
          onPage={setPage}
          sort={sort}
          onSort={(next) => (setSort(next), setPage(1))}
          mayEdit={mayEdit}
          publish={publish}
          discard={discard}
          onEdit={edit}
          onPreview={(b) => preview.open({ currency: b.fields.currency })}
        />
      )}
      <ContentPreview preview={preview} />
      <BannerDialog
        editing={editing}
        options={list.data}
        mayEdit={mayEdit}
        onClose={() => setEditing(null)}
        onSaved={(id) => {
          setEditing(null);
          setNotice(`Banner #${id} saved as a draft. Publish it to show it to members.`);
          refresh();
        }}
      />
    </section>
  );
}

/** Publishing and discarding a banner's draft; each says what it did and refreshes the list and the open preview. */
function useBannerPublishing(setNotice: (text: string) => void, reloadPreview: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const refresh = () => (void queryClient.invalidateQueries({ queryKey: bannersKey }), reloadPreview());
  const publish = useMutation({
    mutationFn: (id: number) => publishBanner(api, id),
    onSuccess: (out) => (setNotice(`Banner #${out.id} published (version ${out.version}).`), refresh()),
  });
  const discard = useMutation({
    mutationFn: (b: OperatorBanner) => discardBanner(api, b.id),
    onSuccess: (out) => (setNotice(`Draft of banner #${out.id} discarded.`), refresh()),
  });
  return { publish, discard, refresh };
}

function BannerFilters({
  filters,
  currencies,
  onChange,
  onNew,
}: {
  filters: Filters;
  currencies: readonly string[];
  onChange: (filters: Filters) => void;
  onNew: (() => void) | null;
}) {
  return (
    <form className={styles.toolbar} aria-label="Filter banners" onSubmit={(e) => e.preventDefault()}>
      <label className={styles.field}>
        Currency
        <select value={filters.currency} onChange={(e) => onChange({ ...filters, currency: e.target.value })}>
          <option value="">any</option>
          <option value="ALL">every currency (shared)</option>
          <Options values={currencies} />
        </select>
      </label>
      <label className={styles.field}>
        State
        <select value={filters.state} onChange={(e) => onChange({ ...filters, state: e.target.value as Filters['state'] })}>
          <option value="">any</option>
          <option value="draft">draft</option>
          <option value="changed">published, edited</option>
          <option value="published">published</option>
        </select>
      </label>
      {onNew ? <Button type="button" label="New banner" icon="pi pi-plus" size="small" onClick={onNew} /> : null}
    </form>
  );
}

/** The editor of a new or chosen banner, once the list has said which currencies, types and languages there are. */
function BannerDialog({
  editing,
  options,
  mayEdit,
  onClose,
  onSaved,
}: {
  editing: OperatorBanner | 'new' | null;
  options: OperatorBannerList | undefined;
  mayEdit: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}) {
  return (
    <Dialog
      header={editing === 'new' ? 'New banner' : editing ? `Banner #${editing.id}` : ''}
      visible={editing !== null && options !== undefined}
      onHide={onClose}
      style={{ width: 'min(60rem, 96vw)' }}
      modal
    >
      {editing !== null && options ? (
        <BannerEditor
          key={editing === 'new' ? 'new' : editing.id}
          banner={editing === 'new' ? null : editing}
          options={options}
          mayEdit={mayEdit}
          onSaved={onSaved}
        />
      ) : null}
    </Dialog>
  );
}
