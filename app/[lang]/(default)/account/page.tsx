import { AccountPage } from '@/features/account';

export default function Page() {
  return <AccountPage />;
}
