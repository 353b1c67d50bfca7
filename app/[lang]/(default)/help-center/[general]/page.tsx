import { getTranslations } from 'next-intl/server';
import { HelpCenterPage } from '@/features/help-center';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('help_center_title') };
}

export default async function Page({ params }: { params: Promise<{ lang: string; general: string }> }) {
  const { lang, general } = await params;
  return <HelpCenterPage lang={lang} slug={general} />;
}
