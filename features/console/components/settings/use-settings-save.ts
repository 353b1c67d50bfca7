'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall, useConsoleApi } from '../../console-api';

type SaveName = 'operator/country-save' | 'operator/wallet-limits-save' | 'operator/rebate-rate-save';

/** A settings save, then the settings are read again. */
export function useSettingsSave<N extends SaveName>(name: N, onSaved?: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<N>) => consoleCall(api, name, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'settings'] });
      onSaved?.();
    },
  });
}
