import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { categoryLabel } from '@/lib/category-label';
import { findCountry, parseLangSegment } from '@/lib/language';
import { getCategories, getCountries, getMember } from '@/lib/site-data';
import { JoinButton } from './join-button';
import styles from './home.module.css';

/** Home: a welcome, the categories of this currency and why members stay. */
export async function HomePage() {
  const [t, lang, countries, member] = await Promise.all([getTranslations('home'), getLocale(), getCountries(), getMember()]);
  const segment = parseLangSegment(lang);
  const currency = member?.currency ?? findCountry(countries, segment?.country ?? '')?.currency ?? '';
  const categories = [...(await getCategories(currency))].sort((a, b) => a.priority - b.priority);
  const first = categories[0]?.type;
  return (
    <div className={styles.home}>
      <section className={styles.hero}>
        <div>
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
          <div className={styles.ctas}>
            {member ? null : <JoinButton label={t('cta_join')} />}
            {first ? (
              <Link className={styles.secondary} href={`/${lang}/${first}`}>
                {t('cta_play')}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categories')}</h2>
        <div className={styles.categories}>
          {categories.map((c) => (
            <Link key={c.type} href={`/${lang}/${c.type}`} className={styles.category}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons from category settings */}
              <img src={c.img} alt="" width={48} height={48} />
              <span>{categoryLabel(c.memberDisplay, segment?.language ?? 'en', c.type)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section aria-labelledby="home-why">
        <h2 id="home-why">{t('why_title')}</h2>
        <div className={styles.why}>
          {(['fast', 'fair', 'support'] as const).map((k) => (
            <article key={k}>
              <h3>{t(`why_${k}`)}</h3>
              <p>{t(`why_${k}_text`)}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
