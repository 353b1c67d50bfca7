import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SiteAccessView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Search engines and site access' };

export default async function SiteAccessPage() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <SiteAccessView role={operator.role} />;
}
