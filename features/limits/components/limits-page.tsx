import 'server-only';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { LimitsBoard } from './limits-board';

/** The member's deposit, loss and wager limits (RTS 12): /account/limits. */
export async function LimitsPage() {
  const t = await getTranslations('limits');
  return (
    <PageShell title={t('title')} intro={t('intro')} icon="pi pi-sliders-h">
      <LimitsBoard />
    </PageShell>
  );
}
