import type { Metadata } from 'next';
import { RoundsView, operatorFor } from '@/features/console';

export const metadata: Metadata = { title: 'Open rounds' };

/** Finance and owners: rounds left open, and their void (nav.ts keeps the other roles out). */
export default async function RoundsPage() {
  await operatorFor('/console/rounds');
  return <RoundsView />;
}
