'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import type { SeoDomain, SiteAccess } from '@/lib/contracts/seo';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import { LoadFailed } from '../components/load-failed';
import styles from '../console.module.css';
import own from './site-access-view.module.css';

const lines = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function SaveState({ mutation }: { mutation: { isSuccess: boolean; isError: boolean; error: Error | null } }) {
  if (mutation.isSuccess) {
    return (
      <span className={styles.ok} role="status">
        Saved
      </span>
    );
  }
  if (mutation.isError) {
    return (
      <span className={styles.error} role="alert">
        {reasonText(mutation.error?.message ?? '')}
      </span>
    );
  }
  return null;
}

/** The search-engine whitelist: one row per domain with its index flag. */
function WhitelistForm({ initial, mayEdit }: { initial: SeoDomain[]; mayEdit: boolean }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [domains, setDomains] = useState(initial);
  const save = useMutation({
    mutationFn: () => consoleCall(api, 'operator/seo-domains-save', { domains }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'seo-domains'] }),
  });
  const change = (i: number, next: Partial<SeoDomain>) => setDomains(domains.map((d, j) => (j === i ? { ...d, ...next } : d)));
  return (
    <form
      className={styles.card}
      aria-labelledby="whitelist-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
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
              onChange={(e) => change(i, { domain: e.target.value })}
            />
          </label>
          <label className={styles.check}>
            <input type="checkbox" checked={d.index} disabled={!mayEdit} onChange={(e) => change(i, { index: e.target.checked })} />
            Index
          </label>
          {mayEdit ? (
            <Button
              type="button"
              label="Remove"
              size="small"
              severity="secondary"
              aria-label={`Remove ${d.domain || 'domain'}`}
              onClick={() => setDomains(domains.filter((_, j) => j !== i))}
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
            onClick={() => setDomains([...domains, { domain: '', index: true }])}
          />
          <Button type="submit" label="Save whitelist" size="small" loading={save.isPending} />
          <SaveState mutation={save} />
        </div>
      ) : null}
    </form>
  );
}

/** Maintenance (503) with its allowed addresses, and the restricted addresses and countries (403). */
function AccessForm({ initial, mayEdit }: { initial: SiteAccess; mayEdit: boolean }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [maintenance, setMaintenance] = useState(initial.maintenance);
  const [retryAfter, setRetryAfter] = useState(String(initial.retryAfterSeconds));
  const [allowed, setAllowed] = useState(initial.allowedIps.join('\n'));
  const [blocked, setBlocked] = useState(initial.blockedIps.join('\n'));
  const [countries, setCountries] = useState(initial.blockedCountries.join(', '));
  const save = useMutation({
    mutationFn: () =>
      consoleCall(api, 'operator/site-access-save', {
        maintenance,
        retryAfterSeconds: Number(retryAfter),
        allowedIps: lines(allowed),
        blockedIps: lines(blocked),
        blockedCountries: lines(countries),
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'site-access'] }),
  });
  return (
    <form
      className={styles.card}
      aria-labelledby="access-title"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate();
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
          <SaveState mutation={save} />
        </div>
      ) : null}
    </form>
  );
}

/** SEO and site access: who may index the site, and who may see it. The site reads a change within its config cache time. */
export function SiteAccessView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const domains = useQuery({ queryKey: ['console', 'seo-domains'], queryFn: () => consoleCall(api, 'operator/seo-domains', undefined) });
  const access = useQuery({ queryKey: ['console', 'site-access'], queryFn: () => consoleCall(api, 'operator/site-access', undefined) });
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  return (
    <section aria-labelledby="seo-title">
      <h1 id="seo-title" className={styles.title}>
        Search engines and site access
      </h1>
      {domains.isPending || access.isPending ? <p className={styles.muted}>Loading the settings…</p> : null}
      {domains.isError ? <LoadFailed what="The whitelist" error={domains.error} retry={() => void domains.refetch()} /> : null}
      {domains.data ? <WhitelistForm key="whitelist" initial={domains.data.domains} mayEdit={mayEdit} /> : null}
      {access.isError ? <LoadFailed what="The access rules" error={access.error} retry={() => void access.refetch()} /> : null}
      {access.data ? <AccessForm key="access" initial={access.data} mayEdit={mayEdit} /> : null}
    </section>
  );
}
