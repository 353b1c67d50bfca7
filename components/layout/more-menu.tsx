'use client';

import Link from 'next/link';
import { useRef } from 'react';
import type { NavItem } from './nav-items';
import styles from './layout.module.css';

/** The categories the header's row has no room for, behind "More": every category is one tap away at every width. */
export function MoreMenu({ label, items, current }: { label: string; items: readonly NavItem[]; current: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute('open');
  return (
    <details
      ref={menu}
      className={styles.more}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary>
        {label} <i className="pi pi-chevron-down" aria-hidden />
      </summary>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link href={item.href} aria-current={current === item.href ? 'page' : undefined} onClick={close}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
