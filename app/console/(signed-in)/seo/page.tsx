import type { Metadata } from 'next';
import { SeoView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'SEO' };

export default async function SeoPage() {
  const operator = await operatorFor('/console/seo');
  return <SeoView role={operator.role} />;
}
