import { categoryContext, type SearchParams } from '@/features/lobby';
import { LobbyView } from '@/features/lobby/views/lobby-view';
import { SeoFooter, categorySegments, seoMetadata } from '@/features/seo';

type Props = { params: Promise<{ category: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  const { category } = await params;
  const ctx = await categoryContext(category);
  if (!ctx) return {};
  return seoMetadata({ key: category, fallbackKey: 'category', path: `/${category}`, segments: await categorySegments(category) });
}

export default async function Page({ params, searchParams }: Props) {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  return (
    <>
      <LobbyView category={category} searchParams={query} />
      <SeoFooter category={category} />
    </>
  );
}
