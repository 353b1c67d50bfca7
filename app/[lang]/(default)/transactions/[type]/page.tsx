import { getLocale, getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/page-shell';
import { TabLinks } from '@/components/tab-links';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/routes';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('transactions_title') };
}

export default async function Page({ params }: { params: Promise<{ type: string }> }) {
  const [{ type }, t, tTypes, lang] = await Promise.all([params, getTranslations('pages'), getTranslations('transactions'), getLocale()]);
  if (!TRANSACTION_TYPES.includes(type as TransactionType)) notFound();
  const items = TRANSACTION_TYPES.map((key) => ({ key, href: `/${lang}/transactions/${key}`, label: tTypes(key) }));
  return (
    <PageShell title={t('transactions_title')} intro={t('transactions_intro', { type: tTypes(type) })} icon="pi pi-list">
      <TabLinks items={items} current={type} label={t('transactions_title')} />
    </PageShell>
  );
}
