import type { Metadata } from 'next';
import { SettingsView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage() {
  const operator = await operatorFor('/console/settings');
  return <SettingsView role={operator.role} />;
}
