import { HelpCenterPage } from '@/features/help-center';
import { seoMetadata } from '@/features/seo';

type Props = { params: Promise<{ lang: string; general: string }> };

export async function generateMetadata({ params }: Props) {
  return seoMetadata({ key: 'help-center', path: `/help-center/${(await params).general}` });
}

export default async function Page({ params }: Props) {
  const { lang, general } = await params;
  return <HelpCenterPage lang={lang} slug={general} />;
}
