import { getLocale, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { TabLinks } from '@/components/tab-links';

const TOPICS = ['general', 'account', 'deposit', 'withdrawal', 'responsible', 'terms'] as const;

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('help_center_title') };
}

export default async function Page({ params }: { params: Promise<{ general: string }> }) {
  const [{ general }, t, lang] = await Promise.all([params, getTranslations('pages'), getLocale()]);
  const items = TOPICS.map((topic) => ({ key: topic, href: `/${lang}/help-center/${topic}`, label: t(`help_topic_${topic}`) }));
  return (
    <PageShell title={t('help_center_title')} intro={t('help_center_intro')} icon="pi pi-question-circle">
      <TabLinks items={items} current={general} label={t('help_center_title')} />
    </PageShell>
  );
}
