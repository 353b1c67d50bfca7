import { HelpTopicNav, type HelpTopicLink } from './help-topic-nav';
import styles from './help-center.module.css';

/**
 * One help topic with the list of all of them: the published page and the console's preview of
 * drafts show the same thing. `content` is HTML the platform sanitised when the operator saved it.
 */
export function HelpTopicView({
  items,
  current,
  label,
  title,
  content,
  empty,
}: {
  items: readonly HelpTopicLink[];
  current: string;
  label: string;
  /** null: no such topic (only the preview shows a page for it, with the empty text) */
  title: string | null;
  content: string;
  empty: string;
}) {
  return (
    <div className={styles.layout}>
      <HelpTopicNav items={items} current={current} label={label} />
      <article className={styles.topic} aria-labelledby="help-topic-title">
        {title !== null ? (
          <>
            <h2 id="help-topic-title">{title}</h2>
            {content ? (
              <div className={styles.content} dangerouslySetInnerHTML={{ __html: content }} />
            ) : (
              <p className={styles.state}>{empty}</p>
            )}
          </>
        ) : (
          <p id="help-topic-title" className={styles.state}>
            {empty}
          </p>
        )}
      </article>
    </div>
  );
}
