import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Help centre' };

export default async function HelpPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/help')) notFound();
  return <HelpView role={operator.role} />;
}
