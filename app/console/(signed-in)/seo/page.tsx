import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SeoView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'SEO and site access' };

export default async function SeoPage() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <SeoView role={operator.role} />;
}
