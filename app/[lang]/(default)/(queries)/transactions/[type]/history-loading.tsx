import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/skeleton';

/**
 * A history's rows in grey while the server renders the page. A Suspense fallback inside the page
 * rather than a loading.tsx, so an unknown history type still answers a real 404 before streaming.
 */
export async function HistoryLoading() {
  const t = await getTranslations('transactions');
  return <Skeleton shape="rows" count={8} label={t('loading')} />;
}
