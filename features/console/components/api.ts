import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/client';
import type { EndpointInput } from '@/lib/contracts/endpoints';
import { consoleCall } from '../console-api';
import { consoleKey } from '../query-keys';

/** The shared widgets' calls: the site preview's key and the image upload. */

/** operator/preview-key: the short-lived key that lets the preview iframe show drafts. */
export function previewKeyQueryOptions(api: ApiClient, refreshMs: number) {
  return queryOptions({
    queryKey: consoleKey('preview-key'),
    queryFn: () => consoleCall(api, 'operator/preview-key', undefined),
    staleTime: refreshMs,
    refetchInterval: refreshMs,
  });
}

export const uploadImage = (api: ApiClient, input: EndpointInput<'operator/image-upload'>) =>
  consoleCall(api, 'operator/image-upload', input);
