import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { VerificationPanel } from './verification-panel';

/** /{lang}/account/verification: the heading on the server, the member's own status and uploads in the browser. */
export async function VerificationScreen() {
  const t = await getTranslations('verification');
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-verified">
      <VerificationPanel />
    </PageShell>
  );
}
