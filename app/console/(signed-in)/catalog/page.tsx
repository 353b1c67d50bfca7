import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CatalogView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Catalogue' };

export default async function CatalogPage() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <CatalogView role={operator.role} />;
}
