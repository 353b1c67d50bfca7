import { getTranslations } from 'next-intl/server';
import { PromotionsPage } from '@/features/promotions';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promotions_title') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <PromotionsPage searchParams={await searchParams} />;
}
