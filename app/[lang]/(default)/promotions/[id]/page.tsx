import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promotion_item_title') };
}

export default async function Page() {
  const t = await getTranslations('pages');
  return <PageShell title={t('promotion_item_title')} intro={t('promotion_item_intro')} icon="pi pi-gift" />;
}
