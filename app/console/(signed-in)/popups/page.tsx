import type { Metadata } from 'next';
import { PopupsView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Pop-ups' };

export default async function PopupsPage() {
  const operator = await operatorFor('/console/popups');
  return <PopupsView role={operator.role} />;
}
