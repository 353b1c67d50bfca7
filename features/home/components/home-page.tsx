import 'server-only';
import Link from 'next/link';
import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import type { Provider } from '@/lib/contracts/catalog';
import { categoryLabel } from '@/lib/category-label';
import { getCategories } from '@/lib/site-data';
import { cachedUpstream } from '@/lib/upstream';
import {
  currencyContext,
  getMaintenance,
  getCategoryGames,
  getProviderFile,
  getRecommendedGames,
  getStorageLocation,
  providersIn,
  requestDevice,
} from '@/features/lobby';
import { GameRail } from '@/features/lobby/views/game-rail';
import { AnnouncementPopups, hiddenIdsFromCookies, shownPopup } from '@/features/announcements';
import { isMarketingPaused, MARKETING_PAUSE_COOKIE } from '@/features/safety';
import { bannerSlides } from '../banners';
import { flaggedRow, recommendedRow } from '../home-rows';
import { BannerCarousel } from './banner-carousel';
import { BannerPreview } from './banner-preview';
import { JoinButton } from './join-button';
import styles from './home.module.css';
import { localeHref } from '@/lib/locale-href';

/** Home: banners, a welcome, rows of games (recommended, popular, new), the categories and why members stay. */
export async function HomePage() {
  const [t, { lang, language, currency, signedIn }] = await Promise.all([getTranslations('home'), currencyContext()]);
  const [categoryList, storage] = await Promise.all([getCategories(currency), getStorageLocation()]);
  const categories = [...categoryList].sort((a, b) => a.priority - b.priority);
  const [banners, constants, recommended, providerFile, { device }, categoryGames, dashboard, cookieJar, maintenance] = await Promise.all([
    // Keyed by the published version: a banner published in the console shows on the next request.
    cachedUpstream('common/banner', { currency }, storage.version ?? ''),
    cachedUpstream('common/constant-list', { constants: ['bannerType'] }),
    getRecommendedGames(currency),
    getProviderFile(currency),
    requestDevice(),
    Promise.all(categories.map((c) => getCategoryGames(currency, c.type))),
    // Keyed by the published version too: a pop-up published in the console shows on the next request.
    cachedUpstream('common/dashboard', { type: -2, device: 'web', currency }, storage.version ?? ''),
    cookies(),
    getMaintenance(currency),
  ]);
  const first = categories[0]?.type;
  // The launcher needs each game's provider; a provider may serve several categories. Client
  // components get the page's language only (names here, the pop-ups' words below).
  const providers = providersIn(
    [
      ...new Map(
        Object.values(providerFile)
          .flat()
          .map((p): [string, Provider] => [p.providerId, p]),
      ).values(),
    ],
    language,
  );
  const rows = [
    { id: 'recommended', title: t('recommended'), games: recommendedRow(recommended, device, dashboard?.recommendDisplayList), more: null },
    {
      id: 'popular',
      title: t('popular'),
      games: flaggedRow(categoryGames, 'popular', device),
      more: first ? localeHref(lang, `/${first}?sort=popular`) : null,
    },
    {
      id: 'new',
      title: t('new'),
      games: flaggedRow(categoryGames, 'new', device),
      more: first ? localeHref(lang, `/${first}?sort=new_release`) : null,
    },
  ].filter((row) => row.games.length > 0);

  return (
    <div className={styles.home}>
      <AnnouncementPopups
        // No promotional pop-ups for a browser whose member is on a cool-off or self-exclusion (features/safety).
        popups={
          isMarketingPaused(cookieJar.get(MARKETING_PAUSE_COOKIE)?.value)
            ? []
            : (dashboard?.popupList ?? []).map((p) => shownPopup(p, language))
        }
        hiddenIds={[...hiddenIdsFromCookies(cookieJar.getAll().map((c) => c.name))]}
        currency={currency}
      />
      <BannerPreview currency={currency} lang={lang} language={language} constants={constants?.bannerType} storageBase={storage.baseUrl}>
        <BannerCarousel slides={bannerSlides(banners ?? [], lang, language, constants?.bannerType)} storageBase={storage.baseUrl} />
      </BannerPreview>
      <section className={styles.hero}>
        <div>
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
          <div className={styles.ctas}>
            {signedIn ? null : <JoinButton label={t('cta_join')} />}
            {first ? (
              <Link className={styles.secondary} href={localeHref(lang, `/${first}`)}>
                {t('cta_play')}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
      {rows.map((row) => (
        <section key={row.id} aria-labelledby={`home-${row.id}`} className={styles.row}>
          <div className={styles.rowHead}>
            <h2 id={`home-${row.id}`}>{row.title}</h2>
            {row.more ? (
              <Link href={row.more} className={styles.more}>
                {t('see_all')}
                <i className="pi pi-angle-right" aria-hidden />
              </Link>
            ) : null}
          </div>
          <GameRail
            label={row.title}
            games={row.games}
            providers={providers}
            currency={currency}
            maintenance={maintenance}
            lang={lang}
            storageBase={storage.baseUrl}
          />
        </section>
      ))}
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categories')}</h2>
        <div className={styles.categories}>
          {categories.map((c) => (
            <Link key={c.type} href={localeHref(lang, `/${c.type}`)} className={styles.category}>
              {/* eslint-disable-next-line @next/next/no-img-element -- small SVG icons from category settings */}
              <img src={c.img} alt="" width={48} height={48} fetchPriority="low" />
              <span>{categoryLabel(c.memberDisplay, language, c.type)}</span>
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
