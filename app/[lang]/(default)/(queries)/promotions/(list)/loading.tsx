import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/skeleton';

/** Promotion cards in grey while the server renders the list. */
export default async function PromotionsLoading() {
  const t = await getTranslations('promotions');
  return <Skeleton shape="cards" count={6} label={t('loading')} />;
}
