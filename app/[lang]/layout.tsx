import { getMessages, getTimeZone } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { ChatWidgetLoader, widgetVisible } from '@/features/chat';
import { LiveChatScript } from '@/features/contact';
import { DialogHost } from '@/features/dialogs';
import { TranslationTool } from '@/features/i18n';
import { PreviewMode } from '@/features/preview';
import { SeoScript } from '@/features/seo';
import { MemberRealtimeLoader } from '@/features/realtime';
import { RealityCheckLoader } from '@/features/safety';
import { LimitAlertsLoader } from '@/features/limits';
import { FORM_TEXTS_HEADER, htmlNamespaces, pickNamespaces } from '@/lib/client-messages';
import { siteEnv } from '@/lib/env';
import { settingsThatHide } from '@/lib/module-visibility';
import { getConfig, getCountries, getSignedIn } from '@/lib/site-data';
import { siteSecurity, translationTool } from '@/lib/site-security';
import { LIVE_CHAT_HEADER } from '@/lib/third-party-scripts';

/**
 * Everything under a language segment: per-request stores, messages, dialogs opened by ?action=,
 * live updates, and the third-party scripts that are configured (the proxy allowed their origins).
 */
export default async function LangLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  const [config, countries, signedIn, messages, timeZone, requestHeaders] = await Promise.all([
    getConfig(),
    getCountries(),
    getSignedIn(),
    getMessages(),
    getTimeZone(),
    headers(),
  ]);
  const liveChat = requestHeaders.get(LIVE_CHAT_HEADER);
  const chatWidget = widgetVisible({
    loggedIn: signedIn,
    siteEnv: siteEnv.SITE_ENV,
    siteTitle: config?.siteTitle ?? '',
    operatorTitle: config?.liveChatSiteTitle,
    envTitle: siteEnv.LIVE_CHAT_SITE_TITLE,
  });
  return (
    // The HTML carries the namespaces every page's client parts read; pages and lazy parts needing
    // more get the rest (FullContext, /builds/messages); a register dialog in the URL, the validation
    // texts (htmlNamespaces). Of the module settings, only those that can
    // hide something (a module without one is visible).
    <AppProviders
      lang={lang}
      // The request's zone (features/i18n/request.ts: the segment's country's), for the browser's formatters.
      timeZone={timeZone}
      messages={pickNamespaces(messages, htmlNamespaces(requestHeaders.get(FORM_TEXTS_HEADER) === '1'))}
      signedIn={signedIn}
      config={config && { ...config, modules: settingsThatHide(config.modules) }}
      countries={countries}
    >
      <SeoScript part="head" />
      {children}
      <DialogHost files={{ baseUrl: siteEnv.PUBLIC_STORAGE_URL, env: siteEnv.CATALOG_ENV }} />
      <MemberRealtimeLoader />
      <RealityCheckLoader />
      <LimitAlertsLoader />
      <PreviewMode consoleOrigins={siteSecurity.frameAncestors} />
      {chatWidget && <ChatWidgetLoader />}
      {liveChat && <LiveChatScript src={liveChat} />}
      {translationTool && <TranslationTool src={translationTool.href} />}
      <SeoScript part="body" />
    </AppProviders>
  );
}
