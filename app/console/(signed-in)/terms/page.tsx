import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TermsView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Terms' };

export default async function TermsPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/terms')) notFound();
  return <TermsView role={operator.role} />;
}
