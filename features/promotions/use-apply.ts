'use client';

import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { useToast } from '@/components/providers/toast-provider';
import type { CallResult } from '@/lib/api/client';
import { createIdempotencyKeeper } from '@/lib/api/idempotency';
import { bonusStatusKey, promotionInfoKey, transactionsKey, walletBalanceKey } from '@/lib/api/query-keys';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import type { BonusStatus } from '@/lib/contracts/promotions';
import { promotionMessage } from './server-message';

/** Omit over each member of a union (apply by id | by code), which plain Omit would flatten. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ApplyInput = DistributiveOmit<EndpointInput<'promotion/apply'>, 'idempotencyKey'>;

/** Every apply shares one key, so every button and the code form know when one is in flight. */
const APPLY_KEY = ['promotion-apply'] as const;

/** After a claim or a leave: the balance and the histories moved, and what this member may claim changed. */
function useAfterBonusChange() {
  const queryClient = useQueryClient();
  const memberId = useMemberId();
  return useCallback(
    (status: BonusStatus) => {
      queryClient.setQueryData(bonusStatusKey(memberId), status);
      void queryClient.invalidateQueries({ queryKey: walletBalanceKey(memberId) });
      void queryClient.invalidateQueries({ queryKey: promotionInfoKey(memberId) });
      void queryClient.invalidateQueries({ queryKey: transactionsKey(memberId) });
    },
    [queryClient, memberId],
  );
}

/** Whether any promotion is being applied right now (buttons and the code form wait for it). */
export function useApplying(): boolean {
  return useIsMutating({ mutationKey: APPLY_KEY }) > 0;
}

/**
 * Applies a promotion (by id or by code) the way every button does: a visitor gets the login dialog;
 * a member's claim answers with a toast carrying the server's message, success or refusal.
 * Resolves true when the claim went through.
 */
export function useApplyPromotion(): (input: ApplyInput, loggedIn: boolean) => Promise<boolean> {
  const api = useApi();
  const t = useTranslations();
  const toast = useToast();
  const { showDialog } = useQueryDialog();
  const after = useAfterBonusChange();
  const [keeper] = useState(() => createIdempotencyKeeper());
  const { mutateAsync } = useMutation({
    mutationKey: APPLY_KEY,
    mutationFn: async (input: ApplyInput): Promise<CallResult<'promotion/apply'>> => {
      const idempotencyKey = keeper.keyFor(JSON.stringify(input));
      // The key is exactly the field ApplyInput left out; TS cannot re-join a distributive Omit.
      const answer = await api.call('promotion/apply', { ...input, idempotencyKey } as EndpointInput<'promotion/apply'>);
      keeper.settle(answer);
      return answer;
    },
  });

  return useCallback(
    async (input: ApplyInput, loggedIn: boolean) => {
      if (!loggedIn) {
        showDialog('login');
        return false;
      }
      const answer = await mutateAsync(input);
      if (!answer) return false; // throttled: the client already toasted
      if (answer.status && answer.output) {
        after(answer.output);
        const fallback = answer.output.active?.status === 'pending' ? 'apply_pending' : 'apply_success';
        toast({ severity: 'success', summary: promotionMessage(t, answer.msg, fallback) });
        return true;
      }
      toast({ severity: 'error', summary: promotionMessage(t, answer.msg, 'apply_failed') });
      return false;
    },
    [mutateAsync, after, showDialog, toast, t],
  );
}

/** promotion/leave: the bonus money left goes, cash and what it converted stay. Resolves true when left. */
export function useLeaveBonus() {
  const api = useApi();
  const t = useTranslations();
  const toast = useToast();
  const after = useAfterBonusChange();
  const [keeper] = useState(() => createIdempotencyKeeper());
  const { mutateAsync, isPending } = useMutation({
    mutationFn: async (bonusId: number) => {
      const idempotencyKey = keeper.keyFor(`leave:${bonusId}`);
      const answer = await api.call('promotion/leave', { bonusId, idempotencyKey });
      keeper.settle(answer);
      return answer;
    },
  });
  const leave = useCallback(
    async (bonusId: number) => {
      const answer = await mutateAsync(bonusId);
      if (!answer) return false;
      if (answer.status && answer.output) {
        after(answer.output);
        toast({ severity: 'success', summary: promotionMessage(t, answer.msg, 'leave_success') });
        return true;
      }
      toast({ severity: 'error', summary: promotionMessage(t, answer.msg, 'leave_failed') });
      return false;
    },
    [mutateAsync, after, toast, t],
  );
  return { leave, leaving: isPending };
}
