import { getTranslations } from 'next-intl/server';
import { VerificationScreen } from '@/features/verification';
import { FullContext } from '@/app/[lang]/full-context';

export async function generateMetadata() {
  return { title: (await getTranslations('verification'))('title') };
}

export default function Page() {
  return (
    <FullContext>
      <VerificationScreen />
    </FullContext>
  );
}
