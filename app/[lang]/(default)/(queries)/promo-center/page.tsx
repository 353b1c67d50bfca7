import { getTranslations } from 'next-intl/server';
import { PromoCenterPage } from '@/features/promotions';
import { FullContext } from '@/app/[lang]/full-context';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('promo_center_title') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <FullContext>
      <PromoCenterPage searchParams={await searchParams} />
    </FullContext>
  );
}
