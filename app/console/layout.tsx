import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ConsoleProviders } from '@/features/console';
import { siteEnv } from '@/lib/env';

export const metadata: Metadata = {
  title: { default: 'Operator console', template: '%s · Operator console' },
  robots: { index: false, follow: false },
};

/** The operator console: outside the member site's language segment, chrome and guards. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <ConsoleProviders mediaBase={`${siteEnv.PUBLIC_STORAGE_URL.replace(/\/+$/, '')}/${siteEnv.CATALOG_ENV}`}>{children}</ConsoleProviders>
  );
}
