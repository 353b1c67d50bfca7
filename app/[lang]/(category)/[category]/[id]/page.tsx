import { GameDetail, displayNameOf, findCategoryGame, type SearchParams } from '@/features/lobby';

type Props = { params: Promise<{ category: string; id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  const { category, id } = await params;
  const found = await findCategoryGame(category, id);
  return { title: found ? displayNameOf(found.game) : undefined };
}

export default async function Page({ params, searchParams }: Props) {
  const [{ category, id }, query] = await Promise.all([params, searchParams]);
  return <GameDetail category={category} id={id} searchParams={query} />;
}
