'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { Button } from 'primereact/button';
import type { ReactNode } from 'react';
import type { StaffProfile } from '@/lib/contracts/staff';
import { useConsoleApi } from '../console-api';
import { pagesFor } from '../nav';
import styles from '../console.module.css';

/** The console's frame: the pages this operator's role may open, who is signed in, and sign-out. */
export function ConsoleShell({ operator, children }: { operator: StaffProfile; children: ReactNode }) {
  const api = useConsoleApi();
  const router = useRouter();
  const pathname = usePathname();
  async function signOut() {
    await api.call('staff/logout', undefined);
    router.replace('/console/login');
    router.refresh();
  }
  return (
    <div className={styles.page}>
      <nav className={styles.nav} aria-label="Console">
        <span className={styles.brand}>Operator console</span>
        {pagesFor(operator.role).map((page) => (
          <Link
            key={page.href}
            href={page.href}
            className={styles.navLink}
            aria-current={pathname === page.href || pathname.startsWith(`${page.href}/`) ? 'page' : undefined}
          >
            {page.label}
          </Link>
        ))}
        <div className={styles.who}>
          <span data-testid="console-operator">
            {operator.username} · {operator.role}
          </span>
          <Button label="Sign out" size="small" outlined onClick={() => void signOut()} />
        </div>
      </nav>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
