import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MembersView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Members' };

export default async function MembersPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/members')) notFound();
  return <MembersView />;
}
