import { PromotionPage, promotionPageTitle } from '@/features/promotions';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  return { title: await promotionPageTitle((await params).id) };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <PromotionPage id={(await params).id} section="promo-center" />;
}
