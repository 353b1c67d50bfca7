'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import type { OperatorBankView } from '@/lib/contracts/console-members';
import { useConsoleApi } from '../console-api';
import { ConfirmButton } from '../components/confirm-button';
import { LoadFailed } from '../components/load-failed';
import { Outcome } from '../components/page-frame';
import { tableSetup } from '../components/table-setup';
import styles from '../console.module.css';
import { addBank, banksKey, banksQueryOptions, toggleBank } from './api';
import { NewBankForm, type NewBank } from './new-bank-form';

/**
 * The operator's receiving bank accounts per currency (finance and owners): the member's deposit
 * form lists the enabled ones of the member's currency. Disabled accounts stay for past deposits.
 */
export function OperatorBanks() {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState('');
  const [notice, setNotice] = useState('');
  const banks = useQuery(banksQueryOptions(api));
  const currencies = banks.data?.currencies ?? [];
  const chosen = currency || currencies[0] || '';
  const shown = (banks.data?.banks ?? []).filter((b) => b.currency === chosen);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: banksKey });
  const add = useMutation({
    mutationFn: ({ bank }: { bank: NewBank; done: () => void }) => addBank(api, { currency: chosen, ...bank }),
    onSuccess: (bank, { done }) => (setNotice(`${bank.bankName} added to ${bank.currency}.`), done(), refresh()),
  });
  const toggle = useMutation({
    mutationFn: (bank: OperatorBankView) => toggleBank(api, bank),
    onSuccess: (bank) => (setNotice(`${bank.bankName} ${bank.enabled ? 'enabled' : 'disabled'}.`), refresh()),
  });

  const action = (b: OperatorBankView) => (
    <ConfirmButton
      label={b.enabled ? 'Disable' : 'Enable'}
      size="small"
      outlined
      severity={b.enabled ? 'danger' : 'success'}
      header={`${b.enabled ? 'Disable' : 'Enable'} ${b.bankName}?`}
      question={
        b.enabled
          ? `Members stop seeing ${b.bankName} (${b.accountNumber}) in the ${b.currency} deposit form. Past deposits keep it.`
          : `Members see ${b.bankName} (${b.accountNumber}) in the ${b.currency} deposit form again.`
      }
      loading={toggle.isPending && toggle.variables?.id === b.id}
      onConfirm={() => toggle.mutate(b)}
    />
  );

  return (
    <section aria-labelledby="banks-title" className={styles.section}>
      <h2 id="banks-title" className={styles.subtitle}>
        Receiving bank accounts
      </h2>
      {banks.isError ? (
        <LoadFailed what="The bank accounts" error={banks.error} retry={() => void banks.refetch()} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <label className={styles.field}>
              Currency
              <select value={chosen} onChange={(e) => setCurrency(e.target.value)} disabled={banks.isPending}>
                {currencies.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
          </div>
          <Outcome error={add.error ?? toggle.error} done={notice} />
          <DataTable
            {...tableSetup('Receiving bank accounts')}
            value={shown}
            loading={banks.isPending}
            dataKey="id"
            emptyMessage={chosen ? `No bank accounts for ${chosen}.` : 'No bank accounts yet.'}
            className={styles.spaced}
          >
            <Column frozen field="bankName" header="Bank" />
            <Column field="accountName" header="Account name" />
            <Column field="accountNumber" header="Account number" />
            <Column
              header="State"
              body={(b: OperatorBankView) => (b.enabled ? 'shown to members' : <span className={styles.muted}>disabled</span>)}
            />
            <Column header="Action" body={action} />
          </DataTable>
          <NewBankForm currency={chosen} busy={add.isPending} onAdd={(bank, done) => add.mutate({ bank, done })} />
        </>
      )}
    </section>
  );
}
