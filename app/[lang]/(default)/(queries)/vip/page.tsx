import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { seoMetadata } from '@/features/seo';
import { VipPageView } from '@/features/loyalty';
import { FullContext } from '@/app/[lang]/full-context';

export function generateMetadata() {
  return seoMetadata({ key: 'vip', path: '/vip' });
}

export default async function Page() {
  const t = await getTranslations('pages');
  return (
    <FullContext>
      <PageShell title={t('vip_title')} intro={t('vip_intro')} icon="pi pi-crown">
        <VipPageView />
      </PageShell>
    </FullContext>
  );
}
