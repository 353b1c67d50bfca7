import { PromotionsPage } from '@/features/promotions';
import { seoMetadata } from '@/features/seo';
import { FullContext } from '@/app/[lang]/full-context';

export function generateMetadata() {
  return seoMetadata({ key: 'promotions', path: '/promotions' });
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <FullContext>
      <PromotionsPage searchParams={await searchParams} />
    </FullContext>
  );
}
