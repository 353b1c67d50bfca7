import type { Metadata } from 'next';
import { AuditView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Audit log' };

export default async function AuditPage() {
  await operatorFor('/console/audit');
  return <AuditView />;
}
