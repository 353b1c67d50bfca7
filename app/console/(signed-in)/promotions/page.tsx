import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PromotionsView, consoleOperator } from '@/features/console';
import { getCountries } from '@/lib/site-data';

export const metadata: Metadata = { title: 'Promotions' };

export default async function PromotionsPage() {
  const [operator, countries] = await Promise.all([consoleOperator(), getCountries()]);
  if (!operator) redirect('/console/login');
  return <PromotionsView role={operator.role} currencies={[...new Set(countries.map((c) => c.currency))]} />;
}
