import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OperatorsView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Operators' };

export default async function OperatorsPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/operators')) notFound();
  return <OperatorsView />;
}
