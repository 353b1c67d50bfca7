import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { VipView } from '@/features/loyalty';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('vip_title') };
}

export default async function Page() {
  const t = await getTranslations('pages');
  return (
    <PageShell title={t('vip_title')} intro={t('vip_intro')} icon="pi pi-crown">
      <VipView />
    </PageShell>
  );
}
