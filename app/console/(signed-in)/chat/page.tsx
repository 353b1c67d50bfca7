import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ChatDeskView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Live chat' };

export default async function ChatPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/chat')) notFound();
  return <ChatDeskView staffId={operator.id} />;
}
