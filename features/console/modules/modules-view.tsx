'use client';

import { useQuery } from '@tanstack/react-query';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage } from '../components/page-frame';
import styles from '../console.module.css';
import { modulesQueryOptions } from './api';
import { ModuleRow } from './module-row';

/**
 * Module visibility: every module and sub-module, on web and on mobile, shown to everyone but some
 * members or hidden from everyone but some. The site reads the change within its config cache time.
 */
export function ModulesView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const modules = useQuery(modulesQueryOptions(api));
  const mayEdit = (CONTENT_ROLES as readonly StaffRole[]).includes(role);
  return (
    <ConsolePage id="modules" title="Module visibility">
      {modules.isPending ? <p className={styles.muted}>Loading the modules…</p> : null}
      {modules.isError ? <LoadFailed what="The modules" error={modules.error} retry={() => void modules.refetch()} /> : null}
      {modules.data?.length === 0 ? <p className={styles.muted}>No modules are configured.</p> : null}
      {modules.data?.map((m) => (
        <ModuleRow key={`${m.parent}/${m.name}`} module={m} mayEdit={mayEdit} />
      ))}
    </ConsolePage>
  );
}
