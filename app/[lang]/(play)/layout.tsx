import type { ReactNode } from 'react';
import { PlayShell } from '@/components/layout/play-shell';
import { PlayBalances } from '@/features/games/views';

export default function PlayLayout({ children }: { children: ReactNode }) {
  return <PlayShell actions={<PlayBalances />}>{children}</PlayShell>;
}
