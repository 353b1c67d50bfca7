import type { Metadata } from 'next';
import { OutboxView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Outbox' };

export default async function OutboxPage() {
  await operatorFor('/console/outbox');
  return <OutboxView />;
}
