import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promo_center_title') };
}

export default async function Page() {
  const t = await getTranslations('pages');
  return <PageShell title={t('promo_center_title')} intro={t('promo_center_intro')} icon="pi pi-ticket" />;
}
