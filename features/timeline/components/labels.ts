'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { TimelineItem } from '@/lib/contracts/timeline';

/** The member-language names of a line's kind, entry, status and balance (an unknown code shows as itself). */
export function useTimelineLabels() {
  const t = useTranslations('timeline');
  return useMemo(() => {
    const named = (key: string, fallback: string) => (t.has(key) ? t(key) : fallback);
    return {
      kind: (item: Pick<TimelineItem, 'kind'>) => named(`kind_${item.kind}`, item.kind),
      entry: (item: Pick<TimelineItem, 'entry' | 'kind'>) => named(`entry_${item.entry}`, named(`kind_${item.kind}`, item.entry)),
      status: (item: Pick<TimelineItem, 'status'>) => named(`status_${item.status}`, item.status),
      balance: (item: Pick<TimelineItem, 'balance'>) => named(`balance_${item.balance}`, item.balance),
    };
  }, [t]);
}
