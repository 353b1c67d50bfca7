import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PromotionEditor, operatorFor } from '@/features/console';
import { getCountries } from '@/lib/site-data';

export const metadata: Metadata = { title: 'Promotion' };

export default async function PromotionEditorPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) notFound();
  const [operator, countries] = await Promise.all([operatorFor('/console/promotions'), getCountries()]);
  return <PromotionEditor role={operator.role} promotionId={Number(id)} countries={countries} />;
}
