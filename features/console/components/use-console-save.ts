'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput, EndpointName } from '@/lib/contracts/endpoints';
import { consoleCall, useConsoleApi } from '../console-api';

/** A console save; on success the queries under `refresh` (e.g. ['console', 'catalog']) are read again. */
export function useConsoleSave<N extends EndpointName>(name: N, refresh: readonly string[], onSaved?: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<N>) => consoleCall(api, name, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...refresh] });
      onSaved?.();
    },
  });
}
