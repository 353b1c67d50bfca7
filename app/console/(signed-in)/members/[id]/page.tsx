import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MemberView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Member' };

export default async function MemberPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const operator = await operatorFor('/console/members');
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) notFound();
  return <MemberView memberId={Number(id)} role={operator.role} />;
}
