'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';
import { ALL_TAB, promotionLanguage, promotionTabs, promotionsInTab, shownPromotions } from '../catalogue';
import { usePromoCms, usePromotionInfo } from '../hooks';
import { PromotionCard } from './promotion-card';
import { Empty, LoadFailed, LoadingCards } from './states';
import styles from './promotions.module.css';
import { localeHref } from '@/lib/locale-href';

type Props = {
  lang: string;
  currency: string;
  /** where a promotion's page lives: the public list or the member's promo centre */
  section: 'promotions' | 'promo-center';
  storageBase: string;
  /** the URL's ?tab= as the server read it */
  initialTab: string;
};

/**
 * The promotions in the page's language, grouped by the operator's categories in tabs (plus all).
 * The server prefetches the same queries (HydrationBoundary), so the first render — names and
 * links — is real HTML; the tab lives in ?tab= through the History API, like the lobby's filters.
 */
export function PromotionsView({ lang, currency, section, storageBase, initialTab }: Props) {
  const t = useTranslations('promotions');
  const pathname = usePathname();
  const panelId = useId();
  const info = usePromotionInfo(currency);
  const cms = usePromoCms(currency);
  const language = promotionLanguage(lang);
  const shown = useMemo(() => shownPromotions(info.data?.promotions ?? [], language), [info.data, language]);
  const tabs = useMemo(() => promotionTabs(cms.data ?? [], shown, language, t('tab_all')), [cms.data, shown, language, t]);
  const [chosen, setChosen] = useState(initialTab);
  const tab = tabs.some((x) => x.id === chosen) ? chosen : ALL_TAB;
  const list = promotionsInTab(shown, tab);

  const choose = (id: string) => {
    setChosen(id);
    const params = new URLSearchParams(window.location.search);
    if (id === ALL_TAB) params.delete('tab');
    else params.set('tab', id);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', query ? `${pathname}?${query}` : pathname);
  };

  if (!currency) return <Empty title={t('empty_title')} text={t('empty_text')} />;
  if (info.isPending) return <LoadingCards />;
  if (info.isError) return <LoadFailed error={info.error} onRetry={() => void info.refetch()} />;
  if (shown.length === 0) return <Empty title={t('empty_title')} text={t('empty_text')} />;

  return (
    <div className={styles.list}>
      {tabs.length > 1 ? (
        <div role="tablist" className={styles.tabs} aria-label={t('tabs_label')}>
          {tabs.map((x) => (
            <button
              key={x.id}
              type="button"
              role="tab"
              aria-selected={x.id === tab}
              aria-controls={panelId}
              className={styles.tab}
              onClick={() => choose(x.id)}
            >
              {x.label}
            </button>
          ))}
        </div>
      ) : null}
      <div id={panelId} role={tabs.length > 1 ? 'tabpanel' : undefined} className={styles.grid} aria-label={t('list_label')}>
        {list.length === 0 ? (
          <Empty title={t('empty_tab')} />
        ) : (
          list.map((s, i) => (
            <PromotionCard
              key={s.promotion.promotionId}
              priority={i === 0}
              shown={s}
              currency={currency}
              href={localeHref(lang, `/${section}/${s.promotion.promotionId}`)}
              source={section}
              storageBase={storageBase}
              level={section === 'promotions' ? 2 : 3}
            />
          ))
        )}
      </div>
    </div>
  );
}
