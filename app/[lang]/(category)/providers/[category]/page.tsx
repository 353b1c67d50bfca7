import { getTranslations } from 'next-intl/server';
import { categoryContext } from '@/features/lobby';
import { ProviderLobby } from '@/features/lobby/views/provider-lobby';
import { categorySegments, seoMetadata } from '@/features/seo';

type Props = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Props) {
  const { category } = await params;
  const [ctx, t] = await Promise.all([categoryContext(category), getTranslations('lobby')]);
  if (!ctx) return {};
  return seoMetadata({
    key: 'providers',
    path: `/providers/${category}`,
    title: t('providers_title', { name: ctx.label }),
    segments: await categorySegments(category),
  });
}

export default async function Page({ params }: Props) {
  return <ProviderLobby category={(await params).category} />;
}
