import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { ConsoleProviders } from '@/features/console';

export const metadata: Metadata = {
  title: { default: 'Operator console', template: '%s · Operator console' },
  robots: { index: false, follow: false },
};

/** The operator console: outside the member site's language segment, chrome and guards. */
export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return <ConsoleProviders>{children}</ConsoleProviders>;
}
