import { redirect } from 'next/navigation';
import { consoleOperator, pagesFor } from '@/features/console';

/** The console's front page is the first page this operator's role may open. */
export default async function ConsoleHome() {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  redirect(pagesFor(operator.role)[0]?.href ?? '/console/payments');
}
