'use client';

import { useMessages } from 'next-intl';
import { addLocale, locale as setPrimeLocale } from 'primereact/api';
import { primeLocaleData, type PrimeWords } from '@/lib/prime-locale';

let registered = '';

/**
 * Gives PrimeReact the page's language: its own labels (dialog close, paginator, password meter,
 * date picker names) come from this locale. PrimeReact keeps one global locale, so this runs during
 * render, before the components below it render (server and browser alike), and only when the
 * language changes.
 */
export function PrimeLocale({ lang }: { lang: string }) {
  const words = (useMessages() as { prime?: PrimeWords }).prime;
  const key = `${lang}|${words?.close ?? ''}`;
  if (words && registered !== key) {
    addLocale(lang, primeLocaleData(lang, words));
    setPrimeLocale(lang);
    registered = key;
  } else if (words) {
    setPrimeLocale(lang);
  }
  return null;
}
