import type { ReactNode } from 'react';

/** A page's heading, its introduction and its content (styled in app/globals.css). */
export function PageShell({ title, intro, icon, children }: { title: string; intro?: string; icon?: string; children?: ReactNode }) {
  return (
    <section className="page-shell">
      <header className="page-shell-head">
        {icon ? <i className={`${icon} page-shell-icon`} aria-hidden /> : null}
        <div>
          <h1>{title}</h1>
          {intro ? <p>{intro}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
