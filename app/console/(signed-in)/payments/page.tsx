import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PaymentsView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Payments' };

export default async function PaymentsPage() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <PaymentsView role={operator.role} />;
}
