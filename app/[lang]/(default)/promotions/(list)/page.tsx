import { PromotionsPage } from '@/features/promotions';
import { seoMetadata } from '@/features/seo';

export function generateMetadata() {
  return seoMetadata({ key: 'promotions', path: '/promotions' });
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PromotionsPage searchParams={await searchParams} />;
}
