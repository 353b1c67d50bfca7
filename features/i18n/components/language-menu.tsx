'use client';

import { useLocale } from 'next-intl';
import { useAppStore, useUserStore } from '@/components/providers/store-provider';
import styles from '@/components/layout/layout.module.css';
import { languageOptions } from '../language-options';
import { LanguageList } from './language-list';

/** The desktop header's language menu, its own chunk: loaded when the menu first opens, not with the page. */
export function LanguageMenu({ onChoose }: { onChoose: (segment: string) => void }) {
  const locale = useLocale();
  const countries = useAppStore((s) => s.countries);
  const currency = useUserStore((s) => s.data?.currency ?? null);
  return (
    <div className={styles.menuList} style={{ minWidth: 280, maxHeight: 420, overflowY: 'auto' }}>
      <LanguageList options={languageOptions(countries, currency, locale)} current={locale} onChoose={onChoose} />
    </div>
  );
}
