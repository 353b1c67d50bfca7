'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { OperatorBankView } from '@/lib/contracts/console-members';
import { consoleCall, useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import { LoadFailed } from '../components/load-failed';
import { tableSetup } from '../components/table-setup';

const EMPTY = { bankName: '', accountName: '', accountNumber: '' };

/**
 * The operator's receiving bank accounts per currency (finance and owners): the member's deposit
 * form lists the enabled ones of the member's currency. Disabled accounts stay for past deposits.
 */
export function OperatorBanks() {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const [currency, setCurrency] = useState('');
  const [draft, setDraft] = useState(EMPTY);
  const [notice, setNotice] = useState('');
  const banks = useQuery({ queryKey: ['console', 'banks'], queryFn: () => consoleCall(api, 'operator/bank-list', {}) });
  const currencies = banks.data?.currencies ?? [];
  const chosen = currency || currencies[0] || '';
  const shown = (banks.data?.banks ?? []).filter((b) => b.currency === chosen);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['console', 'banks'] });
  const add = useMutation({
    mutationFn: () => consoleCall(api, 'operator/bank-add', { currency: chosen, ...draft }),
    onSuccess: (bank) => (setNotice(`${bank.bankName} added to ${bank.currency}.`), setDraft(EMPTY), refresh()),
  });
  const toggle = useMutation({
    mutationFn: (bank: OperatorBankView) => consoleCall(api, 'operator/bank-state', { bankId: bank.id, enabled: !bank.enabled }),
    onSuccess: (bank) => (setNotice(`${bank.bankName} ${bank.enabled ? 'enabled' : 'disabled'}.`), refresh()),
  });
  const failure = add.error ?? toggle.error;

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
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {notice ? (
            <p className={styles.ok} role="status">
              {notice}
            </p>
          ) : null}
          {failure ? (
            <p className={styles.error} role="alert">
              {reasonText(failure.message)}
            </p>
          ) : null}
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
            <Column
              header="Action"
              body={(b: OperatorBankView) => (
                <Button
                  label={b.enabled ? 'Disable' : 'Enable'}
                  size="small"
                  outlined
                  severity={b.enabled ? 'danger' : 'success'}
                  loading={toggle.isPending && toggle.variables?.id === b.id}
                  onClick={() => toggle.mutate(b)}
                />
              )}
            />
          </DataTable>
          <h3 className={styles.subtitle}>New {chosen} account</h3>
          <form
            className={styles.toolbar}
            aria-label="New bank account"
            onSubmit={(e) => {
              e.preventDefault();
              add.mutate();
            }}
          >
            <label className={styles.field}>
              Bank
              <InputText
                value={draft.bankName}
                onChange={(e) => setDraft({ ...draft, bankName: e.target.value.slice(0, 80) })}
                required
                minLength={2}
              />
            </label>
            <label className={styles.field}>
              Account name
              <InputText
                value={draft.accountName}
                onChange={(e) => setDraft({ ...draft, accountName: e.target.value.slice(0, 80) })}
                required
                minLength={2}
              />
            </label>
            <label className={styles.field}>
              Account number
              <InputText
                value={draft.accountNumber}
                onChange={(e) => setDraft({ ...draft, accountNumber: e.target.value.replace(/[^\d -]/g, '').slice(0, 40) })}
                required
                minLength={4}
                inputMode="numeric"
              />
            </label>
            <Button type="submit" label={`Add to ${chosen || '…'}`} loading={add.isPending} disabled={!chosen} />
          </form>
        </>
      )}
    </section>
  );
}
