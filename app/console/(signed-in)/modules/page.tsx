import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ModulesView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Module visibility' };

export default async function ModulesPage() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <ModulesView role={operator.role} />;
}
