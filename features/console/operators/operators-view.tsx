'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useConsoleApi } from '../console-api';
import { LoadFailed } from '../components/load-failed';
import { ConsolePage, Outcome } from '../components/page-frame';
import { createOperator, staffKey, staffQueryOptions, updateOperator } from './api';
import { NewOperatorForm, type NewOperator } from './new-operator-form';
import { OperatorsTable } from './operators-table';
import { TotpEnrolment } from './totp-enrolment';

/** Owners: every operator, a new one (with its second factor shown once), role changes and disabling. */
export function OperatorsView() {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const list = useQuery(staffQueryOptions(api));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: staffKey });
  const create = useMutation({
    mutationFn: ({ operator }: { operator: NewOperator; done: () => void }) => createOperator(api, operator),
    onSuccess: (_created, { done }) => (done(), refresh()),
  });
  const update = useMutation({
    mutationFn: (change: Parameters<typeof updateOperator>[1]) => updateOperator(api, change),
    onSuccess: refresh,
  });
  const created = create.data;

  return (
    <ConsolePage id="operators" title="Operators">
      <NewOperatorForm busy={create.isPending} onCreate={(operator, done) => create.mutate({ operator, done })} />
      <Outcome error={create.error} done={created ? `Operator ${created.staff.username} (${created.staff.role}) created.` : null} />
      {created?.totp ? <TotpEnrolment username={created.staff.username} secret={created.totp.secret} uri={created.totp.uri} /> : null}
      <Outcome error={update.error} done={null} />
      {list.isError ? (
        <LoadFailed what="The operators" error={list.error} retry={() => void list.refetch()} />
      ) : (
        <OperatorsTable rows={list.data ?? []} loading={list.isPending} onChange={(change) => update.mutate(change)} />
      )}
    </ConsolePage>
  );
}
