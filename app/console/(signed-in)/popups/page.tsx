import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PopupsView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Pop-ups' };

export default async function PopupsPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/popups')) notFound();
  return <PopupsView role={operator.role} />;
}
