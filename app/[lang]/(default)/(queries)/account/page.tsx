import { AccountPage } from '@/features/account';
import { FullContext } from '@/app/[lang]/full-context';

export default function Page() {
  return (
    <FullContext>
      <AccountPage />
    </FullContext>
  );
}
