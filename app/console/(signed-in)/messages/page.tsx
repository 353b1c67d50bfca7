import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MessagesView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Messages' };

export default async function MessagesPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/messages')) notFound();
  return <MessagesView role={operator.role} />;
}
