import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/page-shell';
import { categoryContext } from '@/features/lobby';

export default async function Page({ params }: { params: Promise<{ category: string }> }) {
  const [ctx, t] = await Promise.all([categoryContext((await params).category), getTranslations('category')]);
  if (!ctx) notFound();
  return <PageShell title={t('providers_title', { name: ctx.label })} intro={t('providers_intro', { name: ctx.label })} icon="pi pi-building" />;
}
