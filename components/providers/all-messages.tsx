'use client';

import { NextIntlClientProvider, useLocale, useMessages, type AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';

/** The running build, inlined at build time (next.config.ts): the messages' cache key. */
const BUILD_ID = process.env.NEXT_PUBLIC_BUILD_ID ?? 'dev';
const loads = new Map<string, Promise<AbstractIntlMessages | null>>();
const loaded = new Map<string, AbstractIntlMessages>();

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
        if (messages) loaded.set(locale, messages);
        else loads.delete(locale);
        return messages;
      });
    loads.set(locale, load);
  }
  return load;
}

/**
 * The page's own segment's messages (keyed by `<html lang>`, which useLocale() gives too), asked for
 * ahead of a part that will render with them; nothing on the server.
 */
export function loadPageMessages(): Promise<AbstractIntlMessages | null> | null {
  return typeof document === 'undefined' ? null : loadAllMessages(document.documentElement.lang);
}

/** Every namespace of the locale's messages, fetched once here unless `initial` has them; `failed` when they cannot be had. */
function useAllMessages(locale: string, initial: AbstractIntlMessages | null) {
  const [messages, setMessages] = useState(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (messages) return;
    let live = true;
    void loadAllMessages(locale).then((answer) => {
      if (!live) return;
      if (answer) setMessages(answer);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [locale, messages]);
  return { messages, failed };
}

/**
 * Children that load on demand (dialogs, widgets) with every namespace. Their loader fetched the
 * messages with the code (withFullContext), so they are normally here at the first render; else
 * nothing shows until they are, and the shell's messages serve if they cannot be had.
 */
export function AllMessages({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { messages, failed } = useAllMessages(locale, loaded.get(locale) ?? null);
  if (!messages) return failed ? children : null;
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

/**
 * Children the server may render (a dialog named in the URL): at once with the shell's messages,
 * as the server did, then with every namespace once they are here. The tree keeps its shape, so
 * nothing the member typed before is lost.
 */
export function MessagesLater({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const shell = useMessages();
  // Nothing loaded at first, as on the server, so hydration sees the same tree.
  const { messages } = useAllMessages(locale, null);
  return (
    <NextIntlClientProvider locale={locale} messages={messages ?? shell}>
      {children}
    </NextIntlClientProvider>
  );
}
