import type { Metadata } from 'next';
import { BannersView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Banners' };

export default async function BannersPage() {
  const operator = await operatorFor('/console/banners');
  return <BannersView role={operator.role} />;
}
