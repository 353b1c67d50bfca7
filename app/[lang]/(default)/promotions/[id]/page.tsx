import { PromotionPage, promotionPageTitle } from '@/features/promotions';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  return { title: await promotionPageTitle((await params).id, 'promotions') };
}

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const preview = (await searchParams).preview === 'true';
  return <PromotionPage id={(await params).id} section="promotions" preview={preview} />;
}
