'use client';

import { useMessages } from 'next-intl';
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
 * Gives PrimeReact the page's language: its own labels (dialog close, paginator, password meter,
 * date picker names) come from this locale. PrimeReact keeps one global locale, so this runs during
 * render, before the components below it render (server and browser alike).
 */
export function PrimeLocale({ lang }: { lang: string }) {
  const words = (useMessages() as { prime?: PrimeWords }).prime;
  if (words) applyPrimeLocale(lang, words);
  return null;
}
