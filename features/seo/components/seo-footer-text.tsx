import styles from './seo-footer.module.css';

/** The SEO footer's paragraphs (rendered on the server, and by the preview's drafts in the browser). */
export function SeoFooterText({ paragraphs }: { paragraphs: string[] }) {
  if (paragraphs.length === 0) return null;
  return (
    <section className={styles.footer}>
      {paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </section>
  );
}
