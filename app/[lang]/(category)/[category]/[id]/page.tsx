import { displayNameOf, findCategoryGame, type SearchParams } from '@/features/lobby';
import { GameDetail } from '@/features/lobby/views/game-detail';
import { seoMetadata } from '@/features/seo';

type Props = { params: Promise<{ category: string; id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  const { category, id } = await params;
  const found = await findCategoryGame(category, id);
  if (!found) return {};
  // A game is the currency's: its page exists under that currency's segments.
  return seoMetadata({
    key: category,
    fallbackKey: 'category',
    path: `/${category}/${encodeURIComponent(id)}`,
    title: displayNameOf(found.game),
    segments: [],
  });
}

export default async function Page({ params, searchParams }: Props) {
  const [{ category, id }, query] = await Promise.all([params, searchParams]);
  return <GameDetail category={category} id={id} searchParams={query} />;
}
