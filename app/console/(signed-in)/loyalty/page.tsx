import type { Metadata } from 'next';
import { LoyaltyView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Loyalty' };

export default async function LoyaltyPage() {
  const operator = await operatorFor('/console/loyalty');
  return <LoyaltyView role={operator.role} />;
}
