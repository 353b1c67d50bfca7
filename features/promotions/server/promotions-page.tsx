import 'server-only';
import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { PromotionsView } from '../components/promotions-view';
import { prefetchPromotions, promotionsContext } from './context';
import { tabOf, type SearchParams } from './search';

/** /{lang}/promotions: everyone's list, server-rendered from the prefetched queries. */
export async function PromotionsPage({ searchParams }: { searchParams: SearchParams }) {
  const [t, ctx, queryClient] = await Promise.all([getTranslations('pages'), promotionsContext(), prefetchPromotions()]);
  return (
    <PageShell title={t('promotions_title')} intro={t('promotions_intro')} icon="pi pi-gift">
      <HydrationBoundary state={dehydrate(queryClient)}>
        <PromotionsView
          lang={ctx.lang}
          currency={ctx.currency}
          section="promotions"
          storageBase={ctx.storageBase}
          initialTab={tabOf(searchParams)}
        />
      </HydrationBoundary>
    </PageShell>
  );
}
