import type { ReactNode } from 'react';
import { Footer } from './footer';
import { SiteChrome } from './site-chrome';
import styles from './layout.module.css';

/** The default and category layouts: header, sidebar, content, footer. */
export function AppShell({ children, variant, actions }: { children: ReactNode; variant: 'default' | 'category'; actions: ReactNode }) {
  return (
    <div className={styles.shell}>
      <SiteChrome variant={variant} actions={actions}>
        {children}
      </SiteChrome>
      <Footer />
    </div>
  );
}
