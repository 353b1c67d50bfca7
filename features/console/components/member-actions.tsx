'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import type { MemberDetail } from '@/lib/contracts/console-members';
import { MEMBER_CARE_ROLES, MONEY_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { consoleMoney } from './money';
import { reasonText } from '../reasons';
import styles from '../console.module.css';

type Action = 'adjust' | 'lock' | 'unlock' | 'clear-pin' | 'end-sessions';
type Dialogue = 'adjust' | 'lock' | null;

const DONE: Record<Action, string> = {
  adjust: 'Balance adjusted.',
  lock: 'Member locked; their sessions have ended.',
  unlock: 'Member unlocked.',
  'clear-pin': 'PIN lock cleared.',
  'end-sessions': 'All sessions ended.',
};

const newKey = () => `console-${crypto.randomUUID()}`;

/**
 * What this operator may do to the member: adjust (finance, owner; after a confirmation naming the money); lock or unlock, clear a PIN
 * lock, end sessions (support, owner). Roles without these see no buttons (the platform refuses
 * them anyway, with 403 and an audit row).
 */
export function MemberActions({ member, role }: { member: MemberDetail; role: StaffRole }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const mayAdjust = (MONEY_ROLES as readonly StaffRole[]).includes(role);
  const mayCare = (MEMBER_CARE_ROLES as readonly StaffRole[]).includes(role);
  const [dialogue, setDialogue] = useState<Dialogue>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  // One key per adjustment dialog: a double submit or a retry moves the money once.
  const [key, setKey] = useState(newKey);
  const [notice, setNotice] = useState('');
  // Money moves only after a yes that names the amount, the member and the currency.
  const [confirmingAdjust, setConfirmingAdjust] = useState(false);

  const act = useMutation({
    mutationFn: (action: Action) => {
      const memberId = member.id;
      switch (action) {
        case 'adjust':
          return consoleCall(api, 'operator/member-adjust', { memberId, amount, reason, idempotencyKey: key });
        case 'lock':
          return consoleCall(api, 'operator/member-lock', { memberId, reason });
        case 'unlock':
          return consoleCall(api, 'operator/member-unlock', { memberId });
        case 'clear-pin':
          return consoleCall(api, 'operator/member-clear-pin', { memberId });
        case 'end-sessions':
          return consoleCall(api, 'operator/member-end-sessions', { memberId });
      }
    },
    onSuccess: (updated, action) => {
      queryClient.setQueryData(['console', 'member', member.id], updated);
      void queryClient.invalidateQueries({ queryKey: ['console', 'member-records'] });
      setNotice(DONE[action]);
      setDialogue(null);
      setAmount('');
      setReason('');
      setKey(newKey());
    },
  });

  if (!mayAdjust && !mayCare) return null;
  const open = (which: Dialogue) => (act.reset(), setNotice(''), setReason(''), setDialogue(which));

  return (
    <div>
      <div className={styles.actions} role="group" aria-label="Member actions">
        {mayAdjust ? <Button label="Adjust balance" size="small" onClick={() => open('adjust')} /> : null}
        {mayCare && !member.locked ? <Button label="Lock" size="small" severity="danger" onClick={() => open('lock')} /> : null}
        {mayCare && member.locked ? (
          <Button
            label="Unlock"
            size="small"
            severity="success"
            loading={act.isPending && act.variables === 'unlock'}
            onClick={() => act.mutate('unlock')}
          />
        ) : null}
        {mayCare && member.pin.lockedUntil ? (
          <Button
            label="Clear PIN lock"
            size="small"
            outlined
            loading={act.isPending && act.variables === 'clear-pin'}
            onClick={() => act.mutate('clear-pin')}
          />
        ) : null}
        {mayCare ? (
          <Button
            label="End all sessions"
            size="small"
            outlined
            disabled={member.activeSessions === 0}
            loading={act.isPending && act.variables === 'end-sessions'}
            onClick={() => act.mutate('end-sessions')}
          />
        ) : null}
      </div>
      {notice ? (
        <p className={styles.ok} role="status">
          {notice}
        </p>
      ) : null}
      {act.isError && !dialogue ? (
        <p className={styles.error} role="alert">
          {reasonText(act.error.message)}
        </p>
      ) : null}
      {dialogue ? (
        <Dialog
          header={dialogue === 'adjust' ? `Adjust ${member.username}'s cash balance` : `Lock ${member.username}?`}
          visible
          onHide={() => setDialogue(null)}
          style={{ width: 'min(28rem, 95vw)' }}
        >
          <form
            aria-label={dialogue === 'adjust' ? 'Adjust balance' : 'Lock member'}
            className={styles.dialogForm}
            onSubmit={(e) => {
              e.preventDefault();
              if (dialogue === 'adjust') setConfirmingAdjust(true);
              else act.mutate(dialogue);
            }}
          >
            {dialogue === 'adjust' ? (
              <label className={styles.field}>
                Amount in {member.currency} (negative to debit)
                <InputText
                  value={amount}
                  onChange={(e) => setAmount(e.target.value.replace(/[^\d.-]/g, '').slice(0, 18))}
                  inputMode="decimal"
                  required
                  autoFocus
                />
              </label>
            ) : (
              <p className={styles.muted}>They are logged out everywhere now and cannot log in until unlocked.</p>
            )}
            <label className={styles.field}>
              Reason (kept in the {dialogue === 'adjust' ? 'ledger' : 'member record'} and the audit log)
              <InputText
                value={reason}
                onChange={(e) => setReason(e.target.value.slice(0, 200))}
                required
                minLength={3}
                autoFocus={dialogue === 'lock'}
              />
            </label>
            {act.isError ? (
              <p className={styles.error} role="alert">
                {reasonText(act.error.message)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <Button
                type="submit"
                label={dialogue === 'adjust' ? 'Adjust' : 'Lock member'}
                severity={dialogue === 'lock' ? 'danger' : undefined}
                loading={act.isPending}
              />
              <Button type="button" label="Cancel" text onClick={() => setDialogue(null)} />
            </div>
          </form>
        </Dialog>
      ) : null}
      <ConfirmDialog
        visible={confirmingAdjust}
        onHide={() => setConfirmingAdjust(false)}
        header="Adjust the balance?"
        message={`${amount.startsWith('-') ? 'Take' : 'Add'} ${consoleMoney(amount.replace(/^-/, '') || '0', member.currency)} ${amount.startsWith('-') ? 'from' : 'to'} ${member.username}'s cash balance?`}
        icon="pi pi-exclamation-triangle"
        acceptLabel="Adjust"
        rejectLabel="Cancel"
        defaultFocus="reject"
        accept={() => act.mutate('adjust')}
        style={{ width: 'min(28rem, 95vw)' }}
      />
    </div>
  );
}
