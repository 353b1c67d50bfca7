import { LobbyView, categoryContext, type SearchParams } from '@/features/lobby';

type Props = { params: Promise<{ category: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props) {
  const ctx = await categoryContext((await params).category);
  return { title: ctx?.label };
}

export default async function Page({ params, searchParams }: Props) {
  const [{ category }, query] = await Promise.all([params, searchParams]);
  return <LobbyView category={category} searchParams={query} />;
}
