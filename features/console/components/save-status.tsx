import { Outcome } from './page-frame';

/** "Saved" or the platform's reason, beside a save button. */
export function SaveStatus({ saved, error }: { saved: boolean; error: Error | null }) {
  return <Outcome inline error={error} done={saved ? 'Saved' : null} />;
}
