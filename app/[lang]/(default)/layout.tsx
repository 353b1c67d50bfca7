import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { HeaderActions } from '../header-actions';

export default function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell variant="default" actions={<HeaderActions />}>
      {children}
    </AppShell>
  );
}
