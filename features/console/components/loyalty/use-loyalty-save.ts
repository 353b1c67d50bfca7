'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall, useConsoleApi } from '../../console-api';

type SaveName = 'operator/vip-tiers-save' | 'operator/referral-settings-save' | 'operator/daily-tasks-save';

/** A loyalty save, then the currency's loyalty settings are read again. */
export function useLoyaltySave<N extends SaveName>(name: N) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<N>) => consoleCall(api, name, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console', 'loyalty'] }),
  });
}
