import { AccountPage } from '@/features/account';
import { QueryScope } from '@/components/providers/query-core';

export default function Page() {
  return (
    <QueryScope>
      <AccountPage />
    </QueryScope>
  );
}
