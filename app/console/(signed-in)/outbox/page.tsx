import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OutboxView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Outbox' };

export default async function OutboxPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/outbox')) notFound();
  return <OutboxView />;
}
