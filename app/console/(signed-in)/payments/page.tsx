import type { Metadata } from 'next';
import { PaymentsView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Payments' };

export default async function PaymentsPage() {
  const operator = await operatorFor('/console/payments');
  return <PaymentsView role={operator.role} />;
}
