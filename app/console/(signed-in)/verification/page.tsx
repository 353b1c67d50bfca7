import type { Metadata } from 'next';
import { VerificationView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Verification' };

export default async function VerificationPage() {
  const operator = await operatorFor('/console/verification');
  return <VerificationView role={operator.role} />;
}
