import type { ReactNode } from 'react';
import { QueryIsland } from '@/components/providers/query-island';

/**
 * Every page of the default layout but home: their client parts read through React Query, which
 * loads with them. Home stays outside, so a visitor's first page hydrates without it (issue 29).
 */
export default function QueriesLayout({ children }: { children: ReactNode }) {
  return <QueryIsland>{children}</QueryIsland>;
}
