'use client';

import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import type { SiteAccess } from '@/lib/contracts/seo';
import { SaveStatus } from '../components/save-status';
import { useConsoleSave } from '../components/use-console-save';
import styles from '../console.module.css';
import { saveSiteAccess, siteAccessKey } from './api';
import own from './site-access-view.module.css';

/** Addresses or countries as typed: one a line, or separated by commas or spaces. */
const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Maintenance (503) with its allowed addresses, and the restricted addresses and countries (403). */
export function AccessForm({ initial, mayEdit }: { initial: SiteAccess; mayEdit: boolean }) {
  const [maintenance, setMaintenance] = useState(initial.maintenance);
  const [retryAfter, setRetryAfter] = useState(String(initial.retryAfterSeconds));
  const [allowed, setAllowed] = useState(initial.allowedIps.join('\n'));
  const [blocked, setBlocked] = useState(initial.blockedIps.join('\n'));
  const [countries, setCountries] = useState(initial.blockedCountries.join(', '));
  const save = useConsoleSave(saveSiteAccess, siteAccessKey);
  return (
    <form
      className={styles.card}
      aria-labelledby="access-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({
          maintenance,
          retryAfterSeconds: Number(retryAfter),
          allowedIps: lines(allowed),
          blockedIps: lines(blocked),
          blockedCountries: lines(countries),
        });
      }}
    >
      <h2 id="access-title" className={own.heading}>
        Site access
      </h2>
      <p className={styles.muted}>
        Maintenance answers every page with 503 and Retry-After, except to the allowed addresses. Restricted addresses and countries get
        403. Countries come from the CDN&apos;s header (cf-ipcountry or x-country), believed only from TRUSTED_PROXIES.
      </p>
      <label className={styles.check}>
        <input type="checkbox" checked={maintenance} disabled={!mayEdit} onChange={(e) => setMaintenance(e.target.checked)} />
        Site under maintenance
      </label>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>Retry after (seconds)</span>
          <InputText keyfilter="int" value={retryAfter} disabled={!mayEdit} onChange={(e) => setRetryAfter(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>Countries restricted (MY, US …)</span>
          <InputText value={countries} disabled={!mayEdit} onChange={(e) => setCountries(e.target.value)} />
        </label>
      </div>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          <span>Allowed during maintenance (IPs or CIDRs, one a line)</span>
          <InputTextarea rows={4} cols={30} value={allowed} disabled={!mayEdit} onChange={(e) => setAllowed(e.target.value)} />
        </label>
        <label className={styles.field}>
          <span>Restricted addresses (IPs or CIDRs, one a line)</span>
          <InputTextarea rows={4} cols={30} value={blocked} disabled={!mayEdit} onChange={(e) => setBlocked(e.target.value)} />
        </label>
      </div>
      {mayEdit ? (
        <div className={styles.actions}>
          <Button type="submit" label="Save access" size="small" loading={save.isPending} />
          <SaveStatus saved={save.isSuccess} error={save.error} />
        </div>
      ) : null}
    </form>
  );
}
