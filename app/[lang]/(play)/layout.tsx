import type { ReactNode } from 'react';
import { PlayShell } from '@/components/layout/play-shell';
import { QueryIsland } from '@/components/providers/query-island';
import { PlayBalances } from '@/features/games/views';

/** The game page: its balances, transfers and frame read through React Query, which loads with it. */
export default function PlayLayout({ children }: { children: ReactNode }) {
  return (
    <QueryIsland>
      <PlayShell actions={<PlayBalances />}>{children}</PlayShell>
    </QueryIsland>
  );
}
