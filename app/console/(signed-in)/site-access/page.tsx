import type { Metadata } from 'next';
import { SiteAccessView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Search engines and site access' };

export default async function SiteAccessPage() {
  const operator = await operatorFor('/console/site-access');
  return <SiteAccessView role={operator.role} />;
}
