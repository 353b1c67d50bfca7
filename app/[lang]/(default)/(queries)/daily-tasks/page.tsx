import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { seoMetadata } from '@/features/seo';
import { DailyTasksView } from '@/features/loyalty';
import { FullContext } from '@/app/[lang]/full-context';

export function generateMetadata() {
  return seoMetadata({ key: 'daily-tasks', path: '/daily-tasks' });
}

export default async function Page() {
  const t = await getTranslations('pages');
  return (
    <FullContext>
      <PageShell title={t('daily_tasks_title')} intro={t('daily_tasks_intro')} icon="pi pi-calendar">
        <DailyTasksView />
      </PageShell>
    </FullContext>
  );
}
