import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SeoView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'SEO' };

export default async function SeoPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/seo')) notFound();
  return <SeoView role={operator.role} />;
}
