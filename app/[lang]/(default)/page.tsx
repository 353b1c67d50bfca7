import { HomePage } from '@/features/home';
import { SeoFooter, StructuredData, seoMetadata } from '@/features/seo';

export function generateMetadata() {
  return seoMetadata({ key: 'home', path: '' });
}

export default function Page() {
  return (
    <>
      <StructuredData />
      <HomePage />
      <SeoFooter category="home" />
    </>
  );
}
