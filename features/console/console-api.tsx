'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { assetUrl } from '@/lib/asset-url';
import type { EndpointInput, EndpointName, EndpointOutput } from '@/lib/contracts/endpoints';
import { ConfirmHost } from './components/confirm-host';

const ConsoleApiContext = createContext<ApiClient | null>(null);
/** Where browsers read the catalogue's public files: PUBLIC_STORAGE_URL joined with CATALOG_ENV. */
const MediaBaseContext = createContext('');

/**
 * The console's API client (POST /console/api/{endpoint}, which carries the console session only)
 * its query cache and its one confirm dialog. A 401 means the console session ended: back to the sign-in page.
 */
export function ConsoleProviders({ children, mediaBase = '' }: { children: ReactNode; mediaBase?: string }) {
  const router = useRouter();
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 10_000 } } }));
  const [client] = useState(() =>
    createApiClient({
      baseUrl: '/console',
      onUnauthorized: () => {
        if (window.location.pathname !== '/console/login') router.replace('/console/login');
      },
    }),
  );
  return (
    <ConsoleApiContext.Provider value={client}>
      <MediaBaseContext.Provider value={mediaBase}>
        <QueryClientProvider client={queryClient}>
          <ConfirmHost>{children}</ConfirmHost>
        </QueryClientProvider>
      </MediaBaseContext.Provider>
    </ConsoleApiContext.Provider>
  );
}

export function useConsoleApi(): ApiClient {
  const client = useContext(ConsoleApiContext);
  if (!client) throw new Error('useConsoleApi outside ConsoleProviders');
  return client;
}

/** The address a browser loads a stored image from (`media/…` keys; site paths and URLs as they are). */
export function useMediaUrl(): (img: string) => string {
  const base = useContext(MediaBaseContext);
  return (img) => assetUrl(base, img);
}

/** An operator call's output, or an Error whose message is the platform's reason (for queries and mutations). */
export async function consoleCall<N extends EndpointName>(api: ApiClient, name: N, payload: EndpointInput<N>): Promise<EndpointOutput<N>> {
  const answer = await api.call(name, payload);
  if (!answer) throw new Error('too_many_requests');
  if (!answer.status) throw new Error(answer.msg || 'request_failed');
  return answer.output as EndpointOutput<N>;
}
