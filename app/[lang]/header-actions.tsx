import { MemberActions } from '@/features/auth';
import { LanguageSwitcher } from '@/features/i18n';
import { InboxButton } from '@/features/inbox';
import { PlayBalances } from '@/features/games/views';

/** The feature parts the layout chrome shows, composed here so components/ stays feature-free. */
export function HeaderActions() {
  return (
    <>
      <MemberActions />
      <InboxButton />
      <LanguageSwitcher />
    </>
  );
}

/** The play bar's money: the main balance, and a transfer game's own wallet while one is on screen. */
export function PlayActions() {
  return <PlayBalances />;
}
