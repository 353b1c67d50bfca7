'use client';

import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import type { ConsoleCountry } from '@/lib/contracts/console-settings';
import { CONTENT_ROLES, MONEY_ROLES, OWNER_ONLY, type StaffRole } from '@/lib/contracts/staff-roles';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage } from '../components/page-frame';
import styles from '../console.module.css';
import { settingsQueryOptions } from './api';
import { ChatTitleForm } from './chat-title-form';
import { CountriesTable } from './countries-table';
import { CountryEditor, NEW_COUNTRY } from './country-editor';
import { LimitsForm } from './limits-form';
import { RebateForm } from './rebate-form';

const allowed = (roles: readonly StaffRole[], role: StaffRole) => roles.includes(role);

/** Countries with their languages and currency, each currency's wallet limits, the base rebate rate. */
export function SettingsView({ role }: { role: StaffRole }) {
  const api = useConsoleApi();
  const settings = useQuery(settingsQueryOptions(api));
  const [editing, setEditing] = useState<ConsoleCountry | null>(null);
  const mayEditCountries = allowed(OWNER_ONLY, role);
  const mayEditMoney = allowed(MONEY_ROLES, role);
  const data = settings.data;

  return (
    <ConsolePage id="settings" title="Settings">
      {settings.isPending ? <p className={styles.muted}>Loading the settings…</p> : null}
      {settings.isError ? <LoadFailed what="The settings" error={settings.error} retry={() => void settings.refetch()} /> : null}
      {data ? (
        <>
          <h2 className={styles.heading}>Countries and languages</h2>
          {mayEditCountries ? (
            <Button label="New country" size="small" outlined onClick={() => setEditing(NEW_COUNTRY)} className={styles.spaced} />
          ) : null}
          <CountriesTable countries={data.countries} onEdit={mayEditCountries ? setEditing : null} />
          <h2 className={styles.heading}>Deposit and withdrawal limits</h2>
          <div className={styles.grid2}>
            {data.currencies.map((c) => (
              <LimitsForm key={c.currency} currency={c} mayEdit={mayEditMoney} />
            ))}
          </div>
          <h2 className={styles.heading}>Rebate</h2>
          <RebateForm key={data.rebateRateBp} rateBp={data.rebateRateBp} mayEdit={mayEditMoney} />
          <h2 className={styles.heading}>Live chat</h2>
          <ChatTitleForm mayEdit={allowed(CONTENT_ROLES, role)} />
          {editing ? (
            <CountryEditor
              country={editing}
              languages={data.languages}
              currencies={data.knownCurrencies}
              onClose={() => setEditing(null)}
            />
          ) : null}
        </>
      ) : null}
    </ConsolePage>
  );
}
