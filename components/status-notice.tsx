import styles from './status-notice.module.css';

/** Nothing to show, said in words (a feature's empty state). */
export function EmptyNotice({ title, text, icon }: { title: string; text?: string; icon: string }) {
  return (
    <div className={styles.notice} role="status">
      <i className={`pi ${icon}`} aria-hidden />
      <div>
        <p className={styles.title}>{title}</p>
        {text ? <p className={styles.detail}>{text}</p> : null}
      </div>
    </div>
  );
}

/** A failed load (a feature's error state): what failed, the server's reason when it says more, and a retry. */
export function LoadFailedNotice({
  title,
  detail,
  retryLabel,
  onRetry,
}: {
  title: string;
  detail: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className={styles.notice} role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden />
      <div>
        <p>{title}</p>
        {detail && detail !== title ? <p className={styles.detail}>{detail}</p> : null}
        <button type="button" className={styles.retry} onClick={onRetry}>
          {retryLabel}
        </button>
      </div>
    </div>
  );
}
