'use client';

import { useLocale, useMessages, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { addLocale, locale as setPrimeLocale } from 'primereact/api';
import { primeLocaleData, type PrimeWords } from '@/lib/prime-locale';

const registered = new Map<string, PrimeWords>();

/** Registers a language with PrimeReact once (again if its words change) and makes it current. */
function applyPrimeLocale(lang: string, words: PrimeWords): void {
  if (registered.get(lang) !== words) {
    addLocale(lang, primeLocaleData(lang, words));
    registered.set(lang, words);
  }
  setPrimeLocale(lang);
}

/**
 * Gives PrimeReact the page's language: its own labels (dialog close, paginator, password meter)
 * come from this locale. PrimeReact keeps one global locale, so this runs during render, before
 * the PrimeReact components below the caller render (server and browser alike). Called by the few
 * components that render PrimeReact on the member site (AppDialog, the toasts, the history table)
 * rather than once by the providers: PrimeReact's core (16 KB gzip) then loads with those
 * components' chunks, not with every page.
 */
export function usePrimeLocale(): void {
  const lang = useLocale();
  const messages = (useMessages() as { prime?: Record<string, unknown> }).prime;
  const t = useTranslations('prime');
  // Through the translator, not the raw messages: those are compiled at build time (next.config.ts).
  // `{page}` goes back in as itself: PrimeReact's paginator fills it.
  const words = useMemo(
    () => (messages ? (Object.fromEntries(Object.keys(messages).map((key) => [key, t(key, { page: '{page}' })])) as PrimeWords) : null),
    [messages, t],
  );
  if (words) applyPrimeLocale(lang, words);
}
