import type { Metadata } from 'next';
import { ModulesView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Module visibility' };

export default async function ModulesPage() {
  const operator = await operatorFor('/console/modules');
  return <ModulesView role={operator.role} />;
}
