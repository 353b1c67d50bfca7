'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { MemberDetail } from '@/lib/contracts/console-members';
import { MEMBER_CARE_ROLES, MONEY_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { consoleCall, useConsoleApi } from '../console-api';
import { consoleMoney } from './money';
import { Outcome } from './page-frame';
import styles from '../console.module.css';

type Action = 'adjust' | 'lock' | 'unlock' | 'clear-pin' | 'end-sessions';
type Dialogue = 'adjust' | 'lock';
/** What the adjust and lock dialogs ask for; `key` is one per adjustment dialog, so a double submit or a retry moves the money once. */
type Asked = { amount: string; reason: string; key: string };

const DONE: Record<Action, string> = {
  adjust: 'Balance adjusted.',
  lock: 'Member locked; their sessions have ended.',
  unlock: 'Member unlocked.',
  'clear-pin': 'PIN lock cleared.',
  'end-sessions': 'All sessions ended.',
};

const newKey = () => `console-${crypto.randomUUID()}`;
const blank = (): Asked => ({ amount: '', reason: '', key: newKey() });

/** One member action on the platform; on success the member's card and records show its outcome. */
function useMemberAction(member: MemberDetail, asked: Asked, onDone: (action: Action) => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: Action) => {
      const memberId = member.id;
      const { amount, reason, key } = asked;
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
      onDone(action);
    },
  });
}

/**
 * What this operator may do to the member: adjust (finance, owner; after a confirmation naming the money); lock or unlock, clear a PIN
 * lock, end sessions (support, owner). Roles without these see no buttons (the platform refuses
 * them anyway, with 403 and an audit row).
 */
export function MemberActions({ member, role }: { member: MemberDetail; role: StaffRole }) {
  const mayAdjust = (MONEY_ROLES as readonly StaffRole[]).includes(role);
  const mayCare = (MEMBER_CARE_ROLES as readonly StaffRole[]).includes(role);
  const [dialogue, setDialogue] = useState<Dialogue | null>(null);
  const [asked, setAsked] = useState(blank);
  const [notice, setNotice] = useState('');
  // Money moves only after a yes that names the amount, the member and the currency.
  const [confirmingAdjust, setConfirmingAdjust] = useState(false);
  const act = useMemberAction(member, asked, (action) => (setNotice(DONE[action]), setDialogue(null), setAsked(blank())));

  if (!mayAdjust && !mayCare) return null;
  const open = (which: Dialogue) => (act.reset(), setNotice(''), setAsked((a) => ({ ...a, reason: '' })), setDialogue(which));
  const pending = (action: Action) => act.isPending && act.variables === action;

  return (
    <div>
      <div className={styles.actions} role="group" aria-label="Member actions">
        {mayAdjust ? <Button label="Adjust balance" size="small" onClick={() => open('adjust')} /> : null}
        {mayCare && !member.locked ? <Button label="Lock" size="small" severity="danger" onClick={() => open('lock')} /> : null}
        {mayCare && member.locked ? (
          <Button label="Unlock" size="small" severity="success" loading={pending('unlock')} onClick={() => act.mutate('unlock')} />
        ) : null}
        {mayCare && member.pin.lockedUntil ? (
          <Button label="Clear PIN lock" size="small" outlined loading={pending('clear-pin')} onClick={() => act.mutate('clear-pin')} />
        ) : null}
        {mayCare ? (
          <Button
            label="End all sessions"
            size="small"
            outlined
            disabled={member.activeSessions === 0}
            loading={pending('end-sessions')}
            onClick={() => act.mutate('end-sessions')}
          />
        ) : null}
      </div>
      <Outcome error={null} done={notice} />
      <Outcome error={dialogue ? null : act.error} done={null} />
      {dialogue ? (
        <ActionDialog
          dialogue={dialogue}
          member={member}
          asked={asked}
          onAsked={setAsked}
          error={act.error}
          pending={act.isPending}
          onSubmit={() => (dialogue === 'adjust' ? setConfirmingAdjust(true) : act.mutate(dialogue))}
          onClose={() => setDialogue(null)}
        />
      ) : null}
      <ConfirmDialog
        visible={confirmingAdjust}
        onHide={() => setConfirmingAdjust(false)}
        header="Adjust the balance?"
        message={adjustQuestion(asked.amount, member)}
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

/** "Take MYR 50.00 from alice's cash balance?" (or "Add … to"). */
const adjustQuestion = (amount: string, member: MemberDetail) =>
  `${amount.startsWith('-') ? 'Take' : 'Add'} ${consoleMoney(amount.replace(/^-/, '') || '0', member.currency)} ${amount.startsWith('-') ? 'from' : 'to'} ${member.username}'s cash balance?`;

/** The adjust dialog (amount and reason, then the confirmation) or the lock dialog (reason). */
function ActionDialog({
  dialogue,
  member,
  asked,
  onAsked,
  error,
  pending,
  onSubmit,
  onClose,
}: {
  dialogue: Dialogue;
  member: MemberDetail;
  asked: Asked;
  onAsked: (asked: Asked) => void;
  error: Error | null;
  pending: boolean;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const adjust = dialogue === 'adjust';
  const submit = (e: FormEvent) => (e.preventDefault(), onSubmit());
  return (
    <Dialog
      header={adjust ? `Adjust ${member.username}'s cash balance` : `Lock ${member.username}?`}
      visible
      onHide={onClose}
      style={{ width: 'min(28rem, 95vw)' }}
    >
      <form aria-label={adjust ? 'Adjust balance' : 'Lock member'} className={styles.dialogForm} onSubmit={submit}>
        {adjust ? (
          <label className={styles.field}>
            Amount in {member.currency} (negative to debit)
            <InputText
              value={asked.amount}
              onChange={(e) => onAsked({ ...asked, amount: e.target.value.replace(/[^\d.-]/g, '').slice(0, 18) })}
              inputMode="decimal"
              required
              autoFocus
            />
          </label>
        ) : (
          <p className={styles.muted}>They are logged out everywhere now and cannot log in until unlocked.</p>
        )}
        <label className={styles.field}>
          Reason (kept in the {adjust ? 'ledger' : 'member record'} and the audit log)
          <InputText
            value={asked.reason}
            onChange={(e) => onAsked({ ...asked, reason: e.target.value.slice(0, 200) })}
            required
            minLength={3}
            autoFocus={!adjust}
          />
        </label>
        <Outcome error={error} done={null} />
        <div className={styles.actions}>
          <Button type="submit" label={adjust ? 'Adjust' : 'Lock member'} severity={adjust ? undefined : 'danger'} loading={pending} />
          <Button type="button" label="Cancel" text onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}
