import type { Metadata } from 'next';
import { HelpView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Help centre' };

export default async function HelpPage() {
  const operator = await operatorFor('/console/help');
  return <HelpView role={operator.role} />;
}
