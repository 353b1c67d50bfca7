import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getCategories, getConfig, getCountries, getDevice } from '@/lib/site-data';
import { parseLangSegment, segmentCurrency } from '@/lib/language';
import { HeaderBar } from './header-bar';
import { PendingLobby } from './pending-lobby';
import { Sidebar } from './sidebar';
import { buildNavItems } from './nav-items';
import { CategoryNamesProvider } from './category-names';
import styles from './layout.module.css';

/**
 * Server part of the chrome: resolves the navigation for this language and currency. It knows no
 * member: a member's currency is their page country's (proxy.ts keeps them there), and the pages
 * their modules show are picked in the browser (Sidebar).
 */
export async function SiteChrome({
  children,
  variant,
  actions,
}: {
  children: ReactNode;
  variant: 'default' | 'category';
  actions: ReactNode;
}) {
  const lang = await getLocale();
  const segment = parseLangSegment(lang);
  const [config, countries, device, t] = await Promise.all([getConfig(), getCountries(), getDevice(), getTranslations('lobby')]);
  const currency = segmentCurrency(countries, lang);
  const categories = await getCategories(currency);
  const nav = buildNavItems({ lang, language: segment?.language ?? 'en', categories });
  const categoryNames = Object.fromEntries(nav.categories.flatMap((c) => (c.label ? [[c.key, c.label]] : [])));
  return (
    <>
      <HeaderBar
        lang={lang}
        logo={config?.logo ?? null}
        siteTitle={config?.siteTitle ?? ''}
        categories={nav.categories}
        actions={actions}
      />
      <div className={styles.body}>
        <Sidebar lang={lang} nav={nav} device={device} />
        <main id="main" className={styles.main} data-layout={variant}>
          <PendingLobby lobbyPaths={nav.categories.map((c) => c.href)} label={t('loading')}>
            <CategoryNamesProvider names={categoryNames}>{children}</CategoryNamesProvider>
          </PendingLobby>
        </main>
      </div>
    </>
  );
}
