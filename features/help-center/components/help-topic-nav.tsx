'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import styles from './help-center.module.css';

export type HelpTopicLink = { key: string; href: string; label: string };

/**
 * The topics: a list beside the topic on a wide screen, one row that scrolls sideways on a phone
 * (help-center.module.css). In the row the open topic is scrolled into the middle, so the member
 * sees where they are without hunting for it.
 */
export function HelpTopicNav({ items, current, label }: { items: readonly HelpTopicLink[]; current: string; label: string }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = ref.current?.querySelector('ul');
    const open = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !open || row.scrollWidth <= row.clientWidth) return;
    const box = row.getBoundingClientRect();
    const link = open.getBoundingClientRect();
    row.scrollLeft += link.left - box.left - (box.width - link.width) / 2;
  }, [current]);
  return (
    <nav ref={ref} className={styles.nav} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} aria-current={item.key === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
