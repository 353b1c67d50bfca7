'use client';

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import { useConsoleApi } from '../console-api';

/**
 * A console save through one of a section's mutation functions (its api.ts); on success the
 * queries under `refresh` (a key from query-keys.ts, e.g. the catalogue's) are read again.
 */
export function useConsoleSave<I, O>(save: (api: ApiClient, input: I) => Promise<O>, refresh: QueryKey, onSaved?: () => void) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => save(api, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: refresh });
      onSaved?.();
    },
  });
}
