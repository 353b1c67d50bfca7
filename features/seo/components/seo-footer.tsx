import 'server-only';
import { footerParagraphs } from '../footer-paragraphs';
import { getSeoFooter } from '../seo-files';
import { getPageLanguage } from '../site-pages';
import { SeoFooterPreview } from './seo-footer-preview';
import { SeoFooterText } from './seo-footer-text';

/**
 * The operator's SEO text for a page category ('home', a category type) in the page's language,
 * English when the language has none; nothing when neither exists. Plain text: paragraphs are
 * separated by blank lines. In the console's preview the drafts replace it (and the page title).
 */
export async function SeoFooter({ category }: { category: string }) {
  const [footer, { language }] = await Promise.all([getSeoFooter(), getPageLanguage()]);
  return (
    <SeoFooterPreview category={category} language={language}>
      <SeoFooterText paragraphs={footerParagraphs(footer, category, language)} />
    </SeoFooterPreview>
  );
}
