import type { ReactNode } from 'react';
import { PlayShell } from '@/components/layout/play-shell';
import { PlayActions } from '../header-actions';

export default function PlayLayout({ children }: { children: ReactNode }) {
  return <PlayShell actions={<PlayActions />}>{children}</PlayShell>;
}
