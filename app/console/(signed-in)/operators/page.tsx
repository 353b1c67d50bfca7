import type { Metadata } from 'next';
import { OperatorsView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Operators' };

export default async function OperatorsPage() {
  await operatorFor('/console/operators');
  return <OperatorsView />;
}
