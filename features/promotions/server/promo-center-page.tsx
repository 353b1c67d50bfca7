import 'server-only';
import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { PromoCenterView } from '../components/promo-center-view';
import { prefetchPromotions, promotionsContext } from './context';
import { tabOf, type SearchParams } from './search';

/** /{lang}/promo-center (auth guard): the member's bonus, a promo code and what they may claim. */
export async function PromoCenterPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, ctx, queryClient] = await Promise.all([getTranslations('pages'), promotionsContext(), prefetchPromotions()]);
  return (
    <PageShell title={t('promo_center_title')} intro={t('promo_center_intro')} icon="pi pi-ticket">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PromoCenterView lang={ctx.lang} currency={ctx.currency} storageBase={ctx.storageBase} initialTab={tabOf(searchParams)} />
      </HydrationBoundary>
    </PageShell>
  );
}
