import type { ReactNode } from 'react';
import { AppShell } from '@/components/layout/app-shell';
import { HeaderActions } from '../header-actions';

export default function CategoryLayout({ children }: { children: ReactNode }) {
  return (
    <AppShell variant="category" actions={<HeaderActions />}>
      {children}
    </AppShell>
  );
}
