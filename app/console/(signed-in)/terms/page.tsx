import type { Metadata } from 'next';
import { TermsView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Terms' };

export default async function TermsPage() {
  const operator = await operatorFor('/console/terms');
  return <TermsView role={operator.role} />;
}
