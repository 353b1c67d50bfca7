'use client';

import { useCallback, useRef, useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { uploadFile, type UploadDeps, type UploadResult, type UploadStage, type UploadTarget } from '@/lib/upload';

export type UploadStatus = 'idle' | UploadStage | 'success' | 'error';

/**
 * The upload pipeline bound to the page's API client, with its progress (0–100 over the upload
 * step) and status as state. `overrides` replaces pipeline pieces (tests pass a fake SDK).
 * A new upload aborts the one still running.
 */
export function useUpload(overrides: Partial<UploadDeps> = {}) {
  const api = useApi();
  const [progress, setProgress] = useState(0);
  const [status, setStatus] = useState<UploadStatus>('idle');
  const running = useRef<AbortController | null>(null);

  const upload = useCallback(
    async (file: File, target: UploadTarget): Promise<UploadResult> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const current = () => running.current === controller;
      setProgress(0);
      const result = await uploadFile(file, target, {
        requestToken: (input) => api.call('common/sts-token', input),
        signal: controller.signal,
        onStage: (stage) => current() && setStatus(stage),
        onProgress: (percent) => current() && setProgress(percent),
        ...overrides,
      });
      if (current()) {
        running.current = null;
        setStatus(result.status ? 'success' : 'error');
      }
      return result;
    },
    [api, overrides],
  );

  return { upload, progress, status };
}
