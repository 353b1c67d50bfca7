import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AuditView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/audit')) notFound();
  return <AuditView />;
}
