import type { Metadata } from 'next';
import { PromotionsView, operatorFor } from '@/features/console';
import { getCountries } from '@/lib/site-data';

export const metadata: Metadata = { title: 'Promotions' };

export default async function PromotionsPage() {
  const [operator, countries] = await Promise.all([operatorFor('/console/promotions'), getCountries()]);
  return <PromotionsView role={operator.role} currencies={[...new Set(countries.map((c) => c.currency))]} />;
}
