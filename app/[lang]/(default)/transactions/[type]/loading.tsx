import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/skeleton';

/** A history's rows in grey while the server renders the page. */
export default async function HistoryLoading() {
  const t = await getTranslations('transactions');
  return <Skeleton shape="rows" count={8} label={t('loading')} />;
}
