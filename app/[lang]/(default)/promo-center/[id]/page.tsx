import { PromotionPage, promotionPageTitle } from '@/features/promotions';
import { QueryScope } from '@/components/providers/query-core';

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  return { title: await promotionPageTitle((await params).id) };
}

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return (
    <QueryScope>
      <PromotionPage id={(await params).id} section="promo-center" />
    </QueryScope>
  );
}
