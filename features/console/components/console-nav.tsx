'use client';

import Link from 'next/link';
import { useState } from 'react';
import type { StaffRole } from '@/lib/contracts/staff-roles';
import { navFor, pageOf, type ConsoleGroup } from '../nav';
import styles from './console-nav.module.css';

const sectionId = (group: ConsoleGroup) => `console-nav-${group.toLowerCase().replace(/[^a-z]+/g, '-')}`;

/**
 * The console's sections as disclosure buttons, each with the pages the role may open. The
 * section of the current page starts open (and opens when a link elsewhere leads into another
 * section), the others open on demand, so six headings and one section fit a 768-pixel-high screen.
 */
export function ConsoleNav({ role, pathname }: { role: StaffRole; pathname: string }) {
  const current = pageOf(pathname);
  const [open, setOpen] = useState<ReadonlySet<ConsoleGroup>>(() => new Set(current ? [current.group] : []));
  // Arriving in another section (a link inside a page, the browser's back button) opens it, without closing the others.
  const [seenGroup, setSeenGroup] = useState(current?.group);
  if (current && current.group !== seenGroup) {
    setSeenGroup(current.group);
    if (!open.has(current.group)) setOpen(new Set([...open, current.group]));
  }
  const toggle = (group: ConsoleGroup) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(group)) after.add(group);
      return after;
    });

  return (
    <ul className={styles.sections}>
      {navFor(role).map(({ group, pages }) => {
        const expanded = open.has(group);
        return (
          <li key={group}>
            <button
              type="button"
              className={styles.section}
              aria-expanded={expanded}
              aria-controls={sectionId(group)}
              data-current={current?.group === group || undefined}
              onClick={() => toggle(group)}
            >
              <span>{group}</span>
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <ul id={sectionId(group)} className={styles.links} hidden={!expanded}>
              {pages.map((page) => (
                <li key={page.href}>
                  <Link href={page.href} className={styles.link} aria-current={current?.href === page.href ? 'page' : undefined}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
