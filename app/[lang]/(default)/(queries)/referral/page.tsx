import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { seoMetadata } from '@/features/seo';
import { ReferralView } from '@/features/loyalty';
import { FullContext } from '@/app/[lang]/full-context';

export function generateMetadata() {
  return seoMetadata({ key: 'referral', path: '/referral' });
}

export default async function Page() {
  const t = await getTranslations('pages');
  return (
    <FullContext>
      <PageShell title={t('referral_title')} intro={t('referral_intro')} icon="pi pi-users">
        <ReferralView />
      </PageShell>
    </FullContext>
  );
}
