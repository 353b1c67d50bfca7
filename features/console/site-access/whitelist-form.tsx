'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import type { SeoDomain } from '@/lib/contracts/seo';
import { SaveStatus } from '../components/save-status';
import { useConsoleSave } from '../components/use-console-save';
import { useEditedList } from '../components/use-edited-list';
import styles from '../console.module.css';
import { saveSeoDomains, seoDomainsKey } from './api';
import own from './site-access-view.module.css';

/** The search-engine whitelist: one row per domain with its index flag. */
export function WhitelistForm({ initial, mayEdit }: { initial: SeoDomain[]; mayEdit: boolean }) {
  const list = useEditedList(initial);
  const domains = list.rows;
  const save = useConsoleSave(saveSeoDomains, seoDomainsKey);
  return (
    <form
      className={styles.card}
      aria-labelledby="whitelist-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ domains });
      }}
    >
      <h2 id="whitelist-title" className={own.heading}>
        Search-engine whitelist
      </h2>
      <p className={styles.muted}>
        Search engines may index a domain only when the site runs with SITE_ENV=production and the domain is listed here with indexing on.
        Everywhere else robots.txt closes the site and every page says noindex.
      </p>
      {domains.length === 0 ? <p className={styles.muted}>No domains: nothing is indexed.</p> : null}
      {domains.map((d, i) => (
        <div key={i} className={styles.toolbar}>
          <label className={styles.field}>
            <span>Domain</span>
            <InputText
              value={d.domain}
              disabled={!mayEdit}
              placeholder="casino.example"
              onChange={(e) => list.change(i, { domain: e.target.value })}
            />
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={d.index} disabled={!mayEdit} onChange={(e) => list.change(i, { index: e.target.checked })} />
            Index
          </label>
          {mayEdit ? (
            <Button
              type="button"
              label="Remove"
              size="small"
              severity="secondary"
              aria-label={`Remove ${d.domain || 'domain'}`}
              onClick={() => list.remove(i)}
            />
          ) : null}
        </div>
      ))}
      {mayEdit ? (
        <div className={styles.actions}>
          <Button
            type="button"
            label="Add domain"
            size="small"
            severity="secondary"
            onClick={() => list.add({ domain: '', index: true })}
          />
          <Button type="submit" label="Save whitelist" size="small" loading={save.isPending} />
          <SaveStatus saved={save.isSuccess} error={save.error} />
        </div>
      ) : null}
    </form>
  );
}
