import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { DashboardView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  if (!(await consoleOperator())) redirect('/console/login');
  return <DashboardView />;
}
