import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/page-shell';
import { categoryContext } from '@/features/lobby';

export default async function Page({ params }: { params: Promise<{ category: string; id: string }> }) {
  const { category, id } = await params;
  const [ctx, t] = await Promise.all([categoryContext(category), getTranslations('category')]);
  if (!ctx) notFound();
  return <PageShell title={t('game_title', { name: ctx.label })} intro={t('game_intro', { id, name: ctx.label })} icon="pi pi-play" />;
}
