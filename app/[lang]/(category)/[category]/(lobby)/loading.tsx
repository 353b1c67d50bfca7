import { getTranslations } from 'next-intl/server';
import { Skeleton } from '@/components/skeleton';

/** The lobby's game tiles in grey while the server renders the category. */
export default async function LobbyLoading() {
  const t = await getTranslations('lobby');
  return <Skeleton shape="tiles" count={18} label={t('loading')} />;
}
