import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { seoMetadata } from '@/features/seo';
import { VipView } from '@/features/loyalty';
import { QueryScope } from '@/components/providers/query-core';

export function generateMetadata() {
  return seoMetadata({ key: 'vip', path: '/vip' });
}

export default async function Page() {
  const t = await getTranslations('pages');
  return (
    <QueryScope>
      <PageShell title={t('vip_title')} intro={t('vip_intro')} icon="pi pi-crown">
        <VipView />
      </PageShell>
    </QueryScope>
  );
}
