import type { Metadata } from 'next';
import { ChatDeskView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Live chat' };

export default async function ChatPage() {
  const operator = await operatorFor('/console/chat');
  return <ChatDeskView staffId={operator.id} />;
}
