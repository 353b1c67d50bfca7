import type { Metadata } from 'next';
import { DashboardView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  await operatorFor('/console/dashboard');
  return <DashboardView />;
}
