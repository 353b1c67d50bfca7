import 'server-only';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/routes';
import { getDevice } from '@/lib/site-data';
import { historyToday } from '../dates';
import { readHistoryQuery } from '../query-state';
import { TransactionTabs } from './transaction-tabs';
import { TransactionsClient } from './transactions-client';
import { localeHref } from '@/lib/locale-href';

type SearchParams = Record<string, string | string[] | undefined>;

/** One history: its tabs (only the sub-modules this member may open on this device), filters and table. */
export async function TransactionsPage({ type, searchParams }: { type: TransactionType; searchParams: SearchParams }) {
  const [t, tTypes, lang, device] = await Promise.all([
    getTranslations('pages'),
    getTranslations('transactions'),
    getLocale(),
    getDevice(),
  ]);
  const tabs = TRANSACTION_TYPES.map((key) => ({
    key,
    href: localeHref(lang, `/transactions/${key}`),
    label: tTypes(key),
  }));
  const search = { get: (name: string) => [searchParams[name]].flat()[0] ?? null };
  const initial = readHistoryQuery(search, type, historyToday(new Date(), await getTimeZone()));
  return (
    <PageShell title={t('transactions_title')} intro={t('transactions_intro', { type: tTypes(type) })} icon="pi pi-list">
      <TransactionTabs tabs={tabs} current={type} label={t('transactions_title')} device={device} />
      <TransactionsClient key={type} type={type} initial={initial} />
    </PageShell>
  );
}
