import { Outcome } from './page-frame';

/** What a saved setting's note says: the site reads every change again within a second (docs/site.md, the data version). */
export const SAVED_LIVE = 'Saved — live on the site within a second';

/** The saved note, or the platform's reason, beside a save button. */
export function SaveStatus({ saved, error }: { saved: boolean; error: Error | null }) {
  return <Outcome inline error={error} done={saved ? SAVED_LIVE : null} />;
}
