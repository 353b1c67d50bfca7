import { PromotionsPage } from '@/features/promotions';
import { seoMetadata } from '@/features/seo';
import { QueryScope } from '@/components/providers/query-core';

export function generateMetadata() {
  return seoMetadata({ key: 'promotions', path: '/promotions' });
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <QueryScope>
      <PromotionsPage searchParams={await searchParams} />
    </QueryScope>
  );
}
