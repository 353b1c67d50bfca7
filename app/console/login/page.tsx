import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsoleLoginForm, consoleOperator } from '@/features/console';
import styles from './login.module.css';

export const metadata: Metadata = { title: 'Sign in' };

export default async function ConsoleLoginPage() {
  if (await consoleOperator()) redirect('/console');
  return (
    <main className={styles.page}>
      <ConsoleLoginForm />
    </main>
  );
}
