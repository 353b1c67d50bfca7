import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PromotionEditor, operatorFor } from '@/features/console';
import { CONTENT_ROLES, type StaffRole } from '@/lib/contracts/staff-roles';
import { getCountries } from '@/lib/site-data';

export const metadata: Metadata = { title: 'New promotion' };

/** Only content editors and owners make promotions. */
export default async function NewPromotionPage() {
  const [operator, countries] = await Promise.all([operatorFor('/console/promotions'), getCountries()]);
  if (!(CONTENT_ROLES as readonly StaffRole[]).includes(operator.role)) notFound();
  return <PromotionEditor role={operator.role} promotionId={null} countries={countries} />;
}
