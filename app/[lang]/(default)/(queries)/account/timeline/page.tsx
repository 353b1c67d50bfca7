import { getTranslations } from 'next-intl/server';
import { TimelinePage } from '@/features/timeline';
import { FullContext } from '@/app/[lang]/full-context';

export async function generateMetadata() {
  return { title: (await getTranslations('timeline'))('title') };
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return (
    <FullContext>
      <TimelinePage searchParams={await searchParams} />
    </FullContext>
  );
}
