import type { Metadata } from 'next';
import { ContactsView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Contact channels' };

export default async function ContactsPage() {
  const operator = await operatorFor('/console/contacts');
  return <ContactsView role={operator.role} />;
}
