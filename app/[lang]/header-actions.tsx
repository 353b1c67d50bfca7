import { MemberActions } from '@/features/auth';
import { LanguageSwitcher } from '@/features/i18n';
import { InboxButton } from '@/features/inbox';
import { HeaderBalance } from '@/features/wallet';

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

export function PlayActions() {
  return <HeaderBalance />;
}
