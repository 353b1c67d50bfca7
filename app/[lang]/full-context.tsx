import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';

/**
 * For the pages whose client parts need more than every page's shell: every message namespace (the
 * layout sends only lib/client-messages.ts's). Home and the lobbies render without it, so their HTML
 * carries only the shell's.
 */
export function FullContext({ children }: { children: ReactNode }) {
  return (
    // On the server next-intl fills in the locale, time zone and every message of the request.
    <NextIntlClientProvider>{children}</NextIntlClientProvider>
  );
}
