import 'server-only';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/page-shell';
import { TabLinks } from '@/components/tab-links';
import { findCountry, parseLangSegment } from '@/lib/language';
import { getCountries, getMember } from '@/lib/site-data';
import { cachedUpstream } from '@/lib/upstream';
import { localizedTopics } from '../topics';
import styles from './help-center.module.css';

/**
 * /help-center/{general}: the topics of general/general-info in the page's language, the chosen
 * one's sanitised HTML below. A slug that is no topic is a real 404.
 */
export async function HelpCenterPage({ lang, slug }: { lang: string; slug: string }) {
  const [t, countries, member] = await Promise.all([getTranslations('pages'), getCountries(), getMember()]);
  const segment = parseLangSegment(lang);
  const currency = member?.currency ?? findCountry(countries, segment?.country ?? '')?.currency ?? '';
  const info = currency ? await cachedUpstream('general/general-info', { currency }) : null;
  if (!info) {
    return (
      <PageShell title={t('help_center_title')} intro={t('help_center_intro')} icon="pi pi-question-circle">
        <p role="alert" className={styles.state}>
          {t('help_center_unavailable')}
        </p>
      </PageShell>
    );
  }
  const topics = localizedTopics(info.helpTopics, segment?.language ?? 'en');
  const topic = topics.find((x) => x.slug === slug);
  if (!topic) notFound();
  const items = topics.map((x) => ({ key: x.slug, href: `/${lang}/help-center/${x.slug}`, label: x.title }));
  return (
    <PageShell title={t('help_center_title')} intro={t('help_center_intro')} icon="pi pi-question-circle">
      <TabLinks items={items} current={slug} label={t('help_center_title')} />
      <article className={styles.topic} aria-labelledby="help-topic-title">
        <h2 id="help-topic-title">{topic.title}</h2>
        {/* Topics are sanitised on the platform when the operator saves them. */}
        {topic.content ? (
          <div dangerouslySetInnerHTML={{ __html: topic.content }} />
        ) : (
          <p className={styles.state}>{t('help_topic_empty')}</p>
        )}
      </article>
    </PageShell>
  );
}
