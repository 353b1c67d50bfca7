import type { Metadata } from 'next';
import { MembersView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Members' };

export default async function MembersPage() {
  await operatorFor('/console/members');
  return <MembersView />;
}
