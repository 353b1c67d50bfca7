/** Search-engine parts of the pages (server components; import from app/ only). Pure rules live in lib/ (indexing, alternates, crawler files). */
export { seoMetadata, type SeoPage } from './page-metadata';
export { SeoFooter } from './components/seo-footer';
export { SeoScript } from './components/seo-script';
export { StructuredData } from './components/structured-data';
export { categorySegments, currencySegments, getPageLanguage, getCanonicalOrigin, getSiteSegments, segmentsWhere } from './site-pages';
