import { LimitsPage } from '@/features/limits/views';
import { FullContext } from '@/app/[lang]/full-context';

export default function Page() {
  return (
    <FullContext>
      <LimitsPage />
    </FullContext>
  );
}
