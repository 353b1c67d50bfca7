import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { parseLangSegment, segmentCurrency } from '@/lib/language';
import { getCountries } from '@/lib/site-data';
import { cachedUpstream } from '@/lib/upstream';
import { getStorageLocation } from '@/features/lobby';
import { localizedTopics } from '../topics';
import { HelpTopicPreview } from './help-topic-preview';
import { HelpTopicView } from './help-topic-view';
import styles from './help-center.module.css';
import { localeHref } from '@/lib/locale-href';

/**
 * /help-center/{general}: the topics of general/general-info in the page's language, the chosen
 * one's sanitised HTML below. A slug that is no topic is a real 404 — except in the console's
 * preview, where a draft topic may exist only as a draft (HelpTopicPreview shows it).
 */
export async function HelpCenterPage({ lang, slug, preview = false }: { lang: string; slug: string; preview?: boolean }) {
  const [t, countries, { version }] = await Promise.all([getTranslations('pages'), getCountries(), getStorageLocation()]);
  const segment = parseLangSegment(lang);
  const currency = segmentCurrency(countries, lang);
  // Keyed by the published version: a help page published in the console shows on the next request.
  const info = currency ? await cachedUpstream('general/general-info', { currency }, version ?? '') : null;
  if (!info) {
    return (
      <PageShell title={t('help_center_title')} intro={t('help_center_intro')} icon="pi pi-question-circle">
        <p role="alert" className={styles.state}>
          {t('help_center_unavailable')}
        </p>
      </PageShell>
    );
  }
  const language = segment?.language ?? 'en';
  const topics = localizedTopics(info.helpTopics, language);
  const topic = topics.find((x) => x.slug === slug);
  if (!topic && !preview) notFound();
  const items = topics.map((x) => ({ key: x.slug, href: localeHref(lang, `/help-center/${x.slug}`), label: x.title }));
  const published = (
    <HelpTopicView
      items={items}
      current={slug}
      label={t('help_center_title')}
      title={topic?.title ?? slug}
      content={topic?.content ?? ''}
      empty={t('help_topic_empty')}
    />
  );
  return (
    <PageShell title={t('help_center_title')} intro={t('help_center_intro')} icon="pi pi-question-circle">
      {preview ? (
        <HelpTopicPreview
          lang={lang}
          language={language}
          slug={slug}
          currency={currency}
          labels={{ title: t('help_center_title'), empty: t('help_topic_empty') }}
        >
          {published}
        </HelpTopicPreview>
      ) : (
        published
      )}
    </PageShell>
  );
}
