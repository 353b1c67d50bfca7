import type { Metadata } from 'next';
import { MessagesView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Messages' };

export default async function MessagesPage() {
  const operator = await operatorFor('/console/messages');
  return <MessagesView role={operator.role} />;
}
