import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoyaltyView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Loyalty' };

export default async function LoyaltyPage() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <LoyaltyView role={operator.role} />;
}
