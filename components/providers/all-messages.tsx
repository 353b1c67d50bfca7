'use client';

import { NextIntlClientProvider, useLocale, type AbstractIntlMessages } from 'next-intl';
import { use, type ReactNode } from 'react';

/** The running build, inlined at build time (next.config.ts): the messages' cache key. */
const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';
const loads = new Map<string, Promise<AbstractIntlMessages | null>>();

/**
 * Every namespace of a segment's messages (a page's HTML carries only the shell's,
 * lib/client-messages.ts), fetched once per page load; null when it could not be had (the next
 * asker tries again).
 */
export function loadAllMessages(locale: string): Promise<AbstractIntlMessages | null> {
  let load = loads.get(locale);
  if (!load) {
    load = fetch(`/builds/messages/${encodeURIComponent(BUILD_ID)}/${encodeURIComponent(locale)}`)
      .then((res) => (res.ok ? (res.json() as Promise<AbstractIntlMessages>) : null))
      .catch(() => null)
      .then((messages) => {
        if (!messages) loads.delete(locale);
        return messages;
      });
    loads.set(locale, load);
  }
  return load;
}

/** Children that load on demand (dialogs, widgets) with every namespace; the shell's if the fetch failed. */
export function AllMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const messages = use(loadAllMessages(locale));
  if (!messages) return children;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
