import { TakeABreakPage } from '@/features/safety/views';
import { FullContext } from '@/app/[lang]/full-context';

export default function Page() {
  return (
    <FullContext>
      <TakeABreakPage />
    </FullContext>
  );
}
