import 'server-only';
import { HydrationBoundary, dehydrate } from '@tanstack/react-query';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PromotionDetail } from '../components/promotion-detail';
import { findPromotion, prefetchPromotions, promotionsContext } from './context';

/**
 * /{lang}/promotions/{id} and /{lang}/promo-center/{id}: one promotion. An id the list does not
 * have in this language is a 404; when the list could not load, the browser tries again. In the
 * console's preview the page waits instead: the draft it shows comes once the preview key is checked.
 */
export async function PromotionPage({
  id,
  section,
  preview = false,
}: {
  id: string;
  section: 'promotions' | 'promo-center';
  preview?: boolean;
}) {
  const [ctx, queryClient] = await Promise.all([promotionsContext(), prefetchPromotions()]);
  const found = await findPromotion(queryClient, id);
  if (found.loaded && !found.shown && !preview) notFound();
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <PromotionDetail lang={ctx.lang} currency={ctx.currency} id={id} section={section} storageBase={ctx.storageBase} />
    </HydrationBoundary>
  );
}

/** The page title of a promotion's page: its title in this language, else the generic one. */
export async function promotionPageTitle(id: string): Promise<string> {
  const [t, queryClient] = await Promise.all([getTranslations('pages'), prefetchPromotions()]);
  const found = await findPromotion(queryClient, id);
  return found.loaded && found.shown ? found.shown.text.title : t('promotion_item_title');
}
