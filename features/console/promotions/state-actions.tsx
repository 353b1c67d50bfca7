'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import type { OperatorPromotionView } from '@/lib/contracts/promotions';
import { useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import { refreshPromotion, setPromotionState } from './api';

type State = OperatorPromotionView['state'];
/** What an operator may do from each state: publish a draft, end a published one, take either back to draft. */
const NEXT: Record<State, Array<{ state: State; label: string; severity?: 'success' | 'danger' }>> = {
  draft: [{ state: 'published', label: 'Publish', severity: 'success' }],
  published: [
    { state: 'ended', label: 'End', severity: 'danger' },
    { state: 'draft', label: 'Back to draft' },
  ],
  ended: [{ state: 'draft', label: 'Back to draft' }],
};

/** The promotion's state changes: draft → published → ended (an ended one takes no new claims). */
export function StateActions({
  promotion,
  mayEdit,
  onChanged,
}: {
  promotion: OperatorPromotionView;
  mayEdit: boolean;
  onChanged: () => void;
}) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (state: State) => setPromotionState(api, { promotionId: promotion.promotionId, state }),
    onSuccess: () => {
      refreshPromotion(queryClient, promotion.promotionId);
      onChanged();
    },
  });
  if (!mayEdit) return null;
  return (
    <div className={styles.actions} style={{ marginBottom: '1rem' }}>
      {NEXT[promotion.state].map((next) => (
        <Button
          key={next.state}
          type="button"
          size="small"
          label={next.label}
          severity={next.severity}
          outlined={!next.severity}
          loading={change.isPending && change.variables === next.state}
          onClick={() => change.mutate(next.state)}
        />
      ))}
      {change.isError ? (
        <span className={styles.error} role="alert">
          {reasonText(change.error.message)}
        </span>
      ) : null}
    </div>
  );
}
