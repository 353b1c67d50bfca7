import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { TransactionsPage, isTransactionType } from '@/features/transactions';
import { HistoryLoading } from './history-loading';
import { FullContext } from '@/app/[lang]/full-context';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('transactions_title') };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ type: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ type }, search] = await Promise.all([params, searchParams]);
  if (!isTransactionType(type)) notFound();
  return (
    <FullContext>
      <Suspense fallback={<HistoryLoading />}>
        <TransactionsPage type={type} searchParams={search} />
      </Suspense>
    </FullContext>
  );
}
