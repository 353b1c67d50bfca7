import { getTranslations } from 'next-intl/server';
import { ProviderLobby, categoryContext } from '@/features/lobby';

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props) {
  const [ctx, t] = await Promise.all([categoryContext((await params).category), getTranslations('lobby')]);
  return { title: ctx ? t('providers_title', { name: ctx.label }) : undefined };
}

export default async function Page({ params }: Props) {
  return <ProviderLobby category={(await params).category} />;
}
