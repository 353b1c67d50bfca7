import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { ConsoleShell, consoleOperator } from '@/features/console';

/** Every console page but sign-in needs a live console session. */
export default async function SignedInLayout({ children }: { children: ReactNode }) {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  return <ConsoleShell operator={operator}>{children}</ConsoleShell>;
}
