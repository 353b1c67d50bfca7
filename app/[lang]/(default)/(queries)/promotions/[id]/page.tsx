import { PromotionPage, promotionPageLanguages, promotionPageTitle } from '@/features/promotions';
import { currencySegments, seoMetadata } from '@/features/seo';
import { segmentCurrency } from '@/lib/language';
import { getCountries } from '@/lib/site-data';
import { FullContext } from '@/app/[lang]/full-context';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { lang, id } = await params;
  const currency = segmentCurrency(await getCountries(), lang);
  const [title, languages] = await Promise.all([promotionPageTitle(id), promotionPageLanguages(currency, id)]);
  return seoMetadata({
    key: 'promotions',
    path: `/promotions/${id}`,
    title,
    segments: await currencySegments(currency, languages),
  });
}

export default async function Page({
  params,
  searchParams,
}: Props & { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const preview = (await searchParams).preview === 'true';
  return (
    <FullContext>
      <PromotionPage id={(await params).id} section="promotions" preview={preview} />
    </FullContext>
  );
}
