import Link from 'next/link';
import styles from './timeline.module.css';

/** The account page's way to the timeline (a plain link: it needs no script). */
export function TimelineLink({ href, label }: { href: string; label: string }) {
  return (
    <Link className={styles.link} href={href}>
      <i className="pi pi-clock" aria-hidden /> {label}
    </Link>
  );
}
