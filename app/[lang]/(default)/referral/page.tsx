import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { ReferralView } from '@/features/loyalty';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('referral_title') };
}

export default async function Page() {
  const t = await getTranslations('pages');
  return (
    <PageShell title={t('referral_title')} intro={t('referral_intro')} icon="pi pi-users">
      <ReferralView />
    </PageShell>
  );
}
