'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { AppDialog } from '@/components/app-dialog';
import { useAppStore, useUserStore } from '@/components/providers/store-provider';
import { useQueryDialog } from '@/components/dialogs/use-query-dialog';
import { languageSwitchHref } from '@/lib/dialog-url';
import { languageOptions } from '../language-options';
import { LanguageList } from './language-list';

/** Mobile language switching keeps path and query, minus action=language (docs/PRODUCT.md §2). */
export function LanguageDialog() {
  const t = useTranslations('language');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const { closeDialog } = useQueryDialog();
  const countries = useAppStore((s) => s.countries);
  const currency = useUserStore((s) => s.data?.currency ?? null);
  return (
    <AppDialog title={t('title')} onClose={closeDialog} width={420}>
      <LanguageList
        options={languageOptions(countries, currency, locale)}
        current={locale}
        onChoose={(segment) => router.push(languageSwitchHref(pathname, `?${search.toString()}`, segment, true))}
      />
    </AppDialog>
  );
}
