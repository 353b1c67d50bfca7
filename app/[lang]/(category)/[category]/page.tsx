import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/page-shell';
import { categoryContext } from '@/features/lobby';

type Params = { params: Promise<{ category: string }> };

export async function generateMetadata({ params }: Params) {
  const ctx = await categoryContext((await params).category);
  return { title: ctx?.label };
}

export default async function Page({ params }: Params) {
  const [ctx, t] = await Promise.all([categoryContext((await params).category), getTranslations('category')]);
  if (!ctx) notFound();
  return <PageShell title={t('title', { name: ctx.label })} intro={t('intro', { name: ctx.label })} icon="pi pi-th-large" />;
}
