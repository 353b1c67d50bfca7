import type { Metadata } from 'next';
import { CatalogView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Catalogue' };

export default async function CatalogPage() {
  const operator = await operatorFor('/console/catalog');
  return <CatalogView role={operator.role} />;
}
