import { PromotionPage, promotionPageTitle } from '@/features/promotions';
import { FullContext } from '@/app/[lang]/full-context';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  return { title: await promotionPageTitle((await params).id) };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <FullContext>
      <PromotionPage id={(await params).id} section="promo-center" />
    </FullContext>
  );
}
