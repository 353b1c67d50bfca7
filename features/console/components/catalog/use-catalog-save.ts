'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall, useConsoleApi } from '../../console-api';

type SaveName = 'operator/category-save' | 'operator/game-save' | 'operator/provider-save' | 'operator/maintenance-set';

/** A catalogue save: the platform republishes, so every catalogue list is read again afterwards. */
export function useCatalogSave<N extends SaveName>(name: N, onSaved?: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<N>) => consoleCall(api, name, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['console', 'catalog'] });
      onSaved?.();
    },
  });
}
