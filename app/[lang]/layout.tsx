import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { DialogHost } from '@/features/dialogs';
import { MemberRealtime } from '@/features/realtime';
import { siteEnv } from '@/lib/env';
import { getConfig, getCountries, getMember } from '@/lib/site-data';

/** Everything under a language segment: per-request stores, messages, dialogs opened by ?action=. */
export default async function LangLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const [config, countries, member, messages] = await Promise.all([getConfig(), getCountries(), getMember(), getMessages()]);
  return (
    <AppProviders lang={lang} messages={messages} member={member} config={config} countries={countries}>
      {children}
      <DialogHost files={{ baseUrl: siteEnv.PUBLIC_STORAGE_URL, env: siteEnv.CATALOG_ENV }} />
      <MemberRealtime />
    </AppProviders>
  );
}
