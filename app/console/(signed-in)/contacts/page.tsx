import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContactsView, canOpen, consoleOperator } from '@/features/console';

export const metadata: Metadata = { title: 'Contact channels' };

export default async function ContactsPage() {
  const operator = await consoleOperator();
  if (!operator || !canOpen(operator.role, '/console/contacts')) notFound();
  return <ContactsView role={operator.role} />;
}
