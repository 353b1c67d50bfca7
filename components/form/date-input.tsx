'use client';

import { useLocale } from 'next-intl';
import type { InputHTMLAttributes } from 'react';
import { DASH, formatIsoDay } from '@/lib/dates';
import styles from './date-input.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'> & { value: string };

/**
 * A native date input (its picker, keyboard entry and screen-reader support) whose value reads in
 * the page's language and order ("05 Nov 2026", "2026年11月5日"): the browser would write it in its
 * own locale's order (mm/dd/yyyy on an American browser), whatever the page's language. The native
 * text is hidden under the page's; while a keyboard edits it, the native segments show.
 */
export function DateInput({ value, className, ...input }: Props) {
  const locale = useLocale();
  const shown = formatIsoDay(value, locale);
  return (
    // The page's wording is drawn by CSS (::after, content from data-shown): it is no text of the label.
    <span className={styles.wrap} data-shown={shown === DASH ? undefined : shown}>
      <input {...input} type="date" value={value} className={`${styles.native} ${className ?? ''}`.trim()} />
    </span>
  );
}
