import { MemberActions } from '@/features/auth';
import { LanguageSwitcher } from '@/features/i18n';
import { InboxButton } from '@/features/inbox';

/**
 * The feature parts the layout chrome shows, composed here so components/ stays feature-free. The play
 * bar's money is the play layout's own import: this file is in every other page's first load, and
 * the game page's views (the game frame, its transfer dialog and form fields) would come with it.
 */
export function HeaderActions() {
  return (
    <>
      <MemberActions />
      <InboxButton />
      <LanguageSwitcher />
    </>
  );
}
