import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { DailyTasksView } from '@/features/loyalty';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('daily_tasks_title') };
}

export default async function Page() {
  const t = await getTranslations('pages');
  return (
    <PageShell title={t('daily_tasks_title')} intro={t('daily_tasks_intro')} icon="pi pi-calendar">
      <DailyTasksView />
    </PageShell>
  );
}
