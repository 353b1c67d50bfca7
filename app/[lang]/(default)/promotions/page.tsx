import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promotions_title') };
}

export default async function Page() {
  const t = await getTranslations('pages');
  return <PageShell title={t('promotions_title')} intro={t('promotions_intro')} icon="pi pi-gift" />;
}
