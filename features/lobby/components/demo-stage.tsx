import Link from 'next/link';
import { DialogLink } from '@/components/dialogs/dialog-link';
import type { DemoLaunch } from './game-detail';
import styles from './game-detail.module.css';

export type DemoStageLabels = { badge: string; note: string; title: string; close: string; failed: string; real: string; join: string };

/**
 * The play-money demo under a game's hero: the provider's page in a sandboxed frame (as the play
 * layout frames a real game), labelled as play money above it, with Close (back to the plain page)
 * and, for a visitor, the way to play for real. A launch that failed says so in its place.
 */
export function DemoStage({
  closeHref,
  signedIn,
  launch,
  labels,
}: {
  closeHref: string;
  signedIn: boolean;
  launch: DemoLaunch;
  labels: DemoStageLabels;
}) {
  return (
    <section id="demo" className={styles.stage} aria-label={labels.title}>
      <header className={styles.stageHead}>
        <span className={styles.demoBadge}>{labels.badge}</span>
        <span className={styles.stageNote}>{labels.note}</span>
        <Link className={styles.stageClose} href={closeHref} scroll={false}>
          <i className="pi pi-times" aria-hidden />
          {labels.close}
        </Link>
      </header>
      {launch.url ? (
        <iframe
          className={styles.stageFrame}
          src={launch.url}
          title={labels.title}
          sandbox="allow-scripts allow-same-origin allow-forms"
          allow="autoplay; fullscreen"
          referrerPolicy="no-referrer"
        />
      ) : (
        <p className={styles.stageFailed} role="alert">
          <i className="pi pi-exclamation-triangle" aria-hidden />
          {labels.failed}
        </p>
      )}
      {signedIn ? null : (
        <footer className={styles.stageFoot}>
          <span>{labels.real}</span>
          <DialogLink action="register" className={styles.stageJoin}>
            {labels.join}
          </DialogLink>
        </footer>
      )}
    </section>
  );
}
