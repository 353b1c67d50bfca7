import { HelpCenterPage } from '@/features/help-center';
import { seoMetadata } from '@/features/seo';
import { FullContext } from '@/app/[lang]/full-context';

type Props = { params: Promise<{ lang: string; general: string }>; searchParams: Promise<{ preview?: string }> };

export async function generateMetadata({ params }: Props) {
  return seoMetadata({ key: 'help-center', path: `/help-center/${(await params).general}` });
}

export default async function Page({ params, searchParams }: Props) {
  const { lang, general } = await params;
  // The console's preview may show a help page that exists only as a draft (no 404 then).
  return (
    <FullContext>
      <HelpCenterPage lang={lang} slug={general} preview={(await searchParams).preview === 'true'} />
    </FullContext>
  );
}
