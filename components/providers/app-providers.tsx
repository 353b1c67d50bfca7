'use client';

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { MemberProfile } from '@/lib/contracts/auth';
import type { CountryItem, SiteConfig } from '@/lib/contracts/common';
import { NavigationProgress } from '../layout/navigation-progress';
import { ApiProvider } from './api-provider';
import { QueryClientHolderProvider } from './query-client-holder';
import { StartupEffects } from './startup-effects';
import { StoreProvider } from './store-provider';
import { ToastProvider } from './toast-provider';

type Props = {
  lang: string;
  /** the IANA zone times are shown in: the segment's country's (the server picks it) */
  timeZone: string;
  messages: AbstractIntlMessages;
  /** a member is signed in (all the server knows: their profile loads on the client) */
  signedIn: boolean;
  /** a profile already at hand (component tests); the site loads it in MemberProfileLoader */
  member?: MemberProfile | null;
  config: SiteConfig | null;
  countries: CountryItem[];
  children: ReactNode;
};

/** Client-side context for everything under /{lang}: messages, stores, queries, toasts, the API client. */
export function AppProviders({ lang, timeZone, messages, signedIn, member, config, countries, children }: Props) {
  // The root layout is not re-rendered on client navigation: keep <html lang> in step with the segment.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <NextIntlClientProvider
      locale={lang}
      messages={messages}
      timeZone={timeZone}
      onError={() => undefined}
      getMessageFallback={({ key, namespace }) => (namespace ? `${namespace}.${key}` : key)}
    >
      <StoreProvider signedIn={signedIn} member={member} app={{ config, countries }}>
        <QueryClientHolderProvider>
          <ToastProvider>
            <ApiProvider lang={lang}>
              <StartupEffects />
              <NavigationProgress />
              {children}
            </ApiProvider>
          </ToastProvider>
        </QueryClientHolderProvider>
      </StoreProvider>
    </NextIntlClientProvider>
  );
}
