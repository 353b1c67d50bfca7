import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BannersView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Banners' };

export default async function BannersPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/banners')) notFound();
  return <BannersView role={operator.role} />;
}
