import { SecurityPage } from '@/features/security/views';
import { FullContext } from '@/app/[lang]/full-context';

export default function Page() {
  return (
    <FullContext>
      <SecurityPage />
    </FullContext>
  );
}
