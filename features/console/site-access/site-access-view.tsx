'use client';

import { useQuery } from '@tanstack/react-query';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage } from '../components/page-frame';
import styles from '../console.module.css';
import { AccessForm } from './access-form';
import { seoDomainsQueryOptions, siteAccessQueryOptions } from './api';
import { WhitelistForm } from './whitelist-form';

/** SEO and site access: who may index the site, and who may see it. The site reads a change within its config cache time. */
export function SiteAccessView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const domains = useQuery(seoDomainsQueryOptions(api));
  const access = useQuery(siteAccessQueryOptions(api));
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  return (
    <ConsolePage id="seo" title="Search engines and site access">
      {domains.isPending || access.isPending ? <p className={styles.muted}>Loading the settings…</p> : null}
      {domains.isError ? <LoadFailed what="The whitelist" error={domains.error} retry={() => void domains.refetch()} /> : null}
      {domains.data ? <WhitelistForm key="whitelist" initial={domains.data.domains} mayEdit={mayEdit} /> : null}
      {access.isError ? <LoadFailed what="The access rules" error={access.error} retry={() => void access.refetch()} /> : null}
      {access.data ? <AccessForm key="access" initial={access.data} mayEdit={mayEdit} /> : null}
    </ConsolePage>
  );
}
