import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SettingsView, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <SettingsView role={operator.role} />;
}
