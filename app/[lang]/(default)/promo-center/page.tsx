import { getTranslations } from 'next-intl/server';
import { PromoCenterPage } from '@/features/promotions';
import { QueryScope } from '@/components/providers/query-core';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promo_center_title') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <QueryScope>
      <PromoCenterPage searchParams={await searchParams} />
    </QueryScope>
  );
}
