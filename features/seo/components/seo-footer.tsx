import 'server-only';
import { getSeoFooter } from '../seo-files';
import { getPageLanguage } from '../site-pages';
import styles from './seo-footer.module.css';

/**
 * The operator's SEO text for a page category ('home', a category type) in the page's language,
 * English when the language has none; nothing when neither exists. Plain text: paragraphs are
 * separated by blank lines.
 */
export async function SeoFooter({ category }: { category: string }) {
  const [footer, { language }] = await Promise.all([getSeoFooter(), getPageLanguage()]);
  const entry =
    footer.find((f) => f.category === category && f.lang === language) ?? footer.find((f) => f.category === category && f.lang === 'en');
  const paragraphs = (entry?.content ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <section className={styles.footer}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}
