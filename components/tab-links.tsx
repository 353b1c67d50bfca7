import Link from 'next/link';
import styles from './page-shell.module.css';

export function TabLinks({
  items,
  current,
  label,
}: {
  items: { href: string; label: string; key: string }[];
  current: string;
  label: string;
}) {
  return (
    <nav className={styles.tabs} aria-label={label}>
      {items.map((item) => (
        <Link key={item.key} href={item.href} aria-current={item.key === current ? 'page' : undefined}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
