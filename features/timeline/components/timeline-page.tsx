import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { readTimelineFilter } from '../query-state';
import { TimelineClient } from './timeline-client';

type SearchParams = Record<string, string | string[] | undefined>;

/** The member's money timeline (UKGC RTS 1): net deposits, the filters and the list, all loaded in the browser. */
export async function TimelinePage({ searchParams }: { searchParams: SearchParams }) {
  const t = await getTranslations('timeline');
  const initial = readTimelineFilter({ get: (name: string) => [searchParams[name]].flat()[0] ?? null });
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-clock">
      <TimelineClient initial={initial} />
    </PageShell>
  );
}
