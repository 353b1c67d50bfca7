'use client';

import { usePathname, useRouter } from 'next/navigation';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { StaffProfile } from '@/lib/contracts/staff';
import { useConsoleApi } from '../console-api';
import { ConsoleNav } from './console-nav';
import styles from './console-nav.module.css';

/**
 * The console's frame: a sidebar with the sections this operator's role may open, who is signed
 * in, and sign-out. Under 900 pixels (tablets, phones) the sidebar folds into a Menu button that
 * opens it over the page; choosing a page or pressing Escape closes it.
 */
export function ConsoleShell({ operator, children }: { operator: StaffProfile; children: ReactNode }) {
  const api = useConsoleApi();
  const router = useRouter();
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  async function signOut() {
    await api.call('staff/logout', undefined);
    router.replace('/console/login');
    router.refresh();
  }

  return (
    <div className={styles.page}>
      <a href="#console-main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.sidebar}>
        <div className={styles.bar}>
          <span className={styles.brand}>Operator console</span>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="console-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={menuOpen ? 'pi pi-times' : 'pi pi-bars'} aria-hidden="true" />
            Menu
          </button>
        </div>
        <div id="console-menu" className={styles.menu} data-open={menuOpen}>
          <nav aria-label="Console">
            <ConsoleNav role={operator.role} pathname={pathname} />
          </nav>
          <div className={styles.who}>
            <span data-testid="console-operator">
              {operator.username} · {operator.role}
            </span>
            <Button label="Sign out" size="small" outlined onClick={() => void signOut()} />
          </div>
        </div>
      </header>
      <main id="console-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
