import 'server-only';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { playHref } from '@/features/games';
import type { Game } from '@/lib/contracts/catalog';
import type { GameDetail as GameFactsData } from '@/lib/contracts/games';
import { getServerApi } from '@/lib/site-data';
import { assetUrl, providerDisplayName, providersIn } from '../assets';
import { currencyContext } from '../category-context';
import { displayNameOf } from '../display-name';
import { demoHref, formatRtp, formatWhole, hasFacts, pageArt, shownFeatures, volatilityLevel } from '../game-facts';
import { decoded, findCategoryGame } from '../find-category-game';
import { mobileAppTarget } from '../mobile-app-launch';
import { getCategoryGames, getProviderFile, getStorageLocation } from '../server-catalogue';
import { getMaintenance } from '../server-maintenance';
import { DemoStage } from './demo-stage';
import { GameRail } from './game-rail';
import type { SearchParams } from './lobby-view';
import { PlayButton } from './play-button';
import styles from './game-detail.module.css';

/** A feature's icon: one of the PrimeIcons the site's cut of the font already has (app/prime-icons.css). */
const FEATURE_ICONS: Record<string, string> = {
  free_spins: 'pi-refresh',
  respins: 'pi-refresh',
  multipliers: 'pi-times',
  cascades: 'pi-chevron-down',
  jackpot: 'pi-crown',
  boss_fish: 'pi-crown',
  bonus_buy: 'pi-ticket',
  quick_pick: 'pi-ticket',
  pick_bonus: 'pi-gift',
  gamble: 'pi-sort-alt',
  multi_hand: 'pi-th-large',
  side_bets: 'pi-plus',
  roadmaps: 'pi-list',
  auto_play: 'pi-play',
  auto_aim: 'pi-compass',
  weapon_upgrades: 'pi-sliders-h',
  live_dealer: 'pi-video',
  live_draws: 'pi-video',
  live_chat: 'pi-comments',
  multi_camera: 'pi-eye',
  squeeze: 'pi-eye',
  multiplayer: 'pi-users',
  speed_rounds: 'pi-bolt',
  in_play: 'pi-bolt',
  cash_out: 'pi-wallet',
  live_stats: 'pi-sliders-h',
  multi_draw: 'pi-calendar',
  bet_builder: 'pi-pencil',
};

/**
 * /{lang}/{category}/{id}: a game's own page — its art, provider and category, the facts the
 * catalogue states (game/detail: RTP, volatility, max win, paylines or ways, features), Play (login
 * for visitors) and, where the game offers one, a play-money demo for anyone (?demo=1 opens it
 * under the hero; a link, so it works before the scripts run). With ?pid= (the mobile app) it goes
 * straight to play.
 */
export async function GameDetail({ category, id, searchParams }: { category: string; id: string; searchParams: SearchParams }) {
  const app = mobileAppTarget(decoded(id), searchParams);
  if (app) redirect(playHref((await currencyContext()).lang, app));

  const found = await findCategoryGame(category, id);
  if (!found) notFound();
  const { ctx, game } = found;
  const categoryGames = await getCategoryGames(ctx.currency, category);
  const [providerFile, storage, t, tPage, tGames, { signedIn }, detail, maintenance] = await Promise.all([
    getProviderFile(ctx.currency),
    getStorageLocation(),
    getTranslations('lobby'),
    // Only server components read gamePage: its words are not sent with every page's client messages.
    getTranslations('gamePage'),
    getTranslations('games'),
    currencyContext(),
    // Not cached in the site: the answer carries the art (a few KB), and there are thousands of games.
    gameDetailOf(game.gameId, ctx.currency),
    getMaintenance(ctx.currency),
  ]);
  const listed = (providerFile[category] ?? []).find((p) => p.providerId === game.providerId) ?? null;
  // Handed to client parts (Play, the rail): the provider's name in this page's language only.
  const provider = listed ? (providersIn([listed], ctx.language)[0] ?? null) : null;
  const img = assetUrl(storage.baseUrl, game.img);
  const logo = provider ? assetUrl(storage.baseUrl, provider.img) : '';
  const name = displayNameOf(game);
  const providerName = provider ? providerDisplayName(provider, ctx.language) : game.providerDisplay;
  const path = `/${ctx.lang}/${category}/${encodeURIComponent(game.gameId)}`;
  const demoOffered = detail?.demo === true && game.redirect !== 1;
  const demo = demoOffered && searchParams.demo === '1' ? await openDemo(game.gameId, ctx.currency, ctx.language, detail) : null;
  const more = moreFromProvider(categoryGames, game);

  return (
    <article className={styles.detail}>
      <Link className={styles.back} href={`/${ctx.lang}/${category}`}>
        <i className="pi pi-arrow-left" aria-hidden />
        {t('back_to', { name: ctx.label })}
      </Link>
      <section className={styles.hero}>
        {img ? (
          // eslint-disable-next-line @next/next/no-img-element -- the art again, blurred behind the hero
          <img className={styles.backdrop} src={img} alt="" width={320} height={240} aria-hidden />
        ) : null}
        <div className={styles.art}>
          {img ? (
            // eslint-disable-next-line @next/next/no-img-element -- the art as SVG (sharp at this size), else the tile, in a 4:3 box
            <img src={pageArt(detail, img)} alt="" width={400} height={300} fetchPriority="high" />
          ) : null}
        </div>
        <div className={styles.info}>
          <div className={styles.kicker}>
            {logo ? (
              // eslint-disable-next-line @next/next/no-img-element -- the provider's mark (SVG) from storage
              <img src={logo} alt="" width={120} height={40} />
            ) : null}
            <span className={styles.category}>{ctx.label}</span>
          </div>
          <h1>{name}</h1>
          <p className={styles.byline}>{providerName}</p>
          <div className={styles.badges}>
            {game.new === 1 ? <span className={styles.new}>{tGames('new_badge')}</span> : null}
            {game.popular === 1 ? <span className={styles.hot}>{tGames('hot_badge')}</span> : null}
          </div>
          {hasFacts(detail) ? <Facts detail={detail} locale={ctx.lang} /> : null}
          <div className={styles.actions}>
            <PlayButton game={game} provider={provider} currency={ctx.currency} maintenance={maintenance} />
            {demoOffered ? (
              detail.underMaintenance ? (
                <span className={styles.demoButton} role="link" aria-disabled="true">
                  <i className="pi pi-desktop" aria-hidden />
                  {tPage('play_demo')}
                </span>
              ) : (
                <Link className={styles.demoButton} href={demoHref(path)} rel="nofollow" scroll>
                  <i className="pi pi-desktop" aria-hidden />
                  {tPage('play_demo')}
                </Link>
              )
            ) : null}
          </div>
          {demoOffered ? <p className={styles.demoNote}>{tPage('demo_note')}</p> : null}
        </div>
      </section>
      {demo ? (
        <DemoStage
          closeHref={path}
          signedIn={signedIn}
          launch={demo}
          labels={{
            badge: tPage('demo_badge'),
            note: tPage('demo_note'),
            title: tPage('demo_title', { name }),
            close: tPage('demo_close'),
            failed: tPage(demo.failure === 'maintenance' ? 'demo_maintenance' : 'demo_failed'),
            real: tPage('demo_real'),
            join: tPage('demo_join'),
          }}
        />
      ) : null}
      {detail && shownFeatures(detail.features).length > 0 ? (
        <section className={styles.section} aria-labelledby="game-features">
          <h2 id="game-features">{tPage('features')}</h2>
          <ul className={styles.features}>
            {shownFeatures(detail.features).map((feature) => (
              <li key={feature}>
                <i className={`pi ${FEATURE_ICONS[feature] ?? 'pi-check-circle'}`} aria-hidden />
                {tPage(`feature_${feature}`)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more.length > 0 ? (
        <section className={styles.section} aria-labelledby="game-more">
          <h2 id="game-more">{tPage('more_from', { name: providerName })}</h2>
          <GameRail
            label={tPage('more_from', { name: providerName })}
            games={more}
            providers={provider ? [provider] : []}
            currency={ctx.currency}
            maintenance={maintenance}
            lang={ctx.lang}
            storageBase={storage.baseUrl}
          />
        </section>
      ) : null}
      {detail?.rtp != null ? <p className={styles.rtpNote}>{tPage('rtp_note')}</p> : null}
    </article>
  );
}

/** The facts strip: RTP, volatility (a meter of three), max win, paylines or ways — what the catalogue states. */
async function Facts({ detail, locale }: { detail: GameFactsData; locale: string }) {
  const t = await getTranslations('gamePage');
  return (
    <dl className={styles.facts} aria-label={t('facts')}>
      {detail.rtp !== null ? (
        <div>
          <dt>
            <abbr title={t('rtp_hint')}>{t('rtp')}</abbr>
          </dt>
          <dd>{formatRtp(detail.rtp, locale)}</dd>
        </div>
      ) : null}
      {detail.volatility !== null ? (
        <div>
          <dt>{t('volatility')}</dt>
          <dd className={styles.meterValue}>
            <span className={styles.meter} data-level={volatilityLevel(detail.volatility)} aria-hidden>
              <span />
              <span />
              <span />
            </span>
            {t(`volatility_${detail.volatility}`)}
          </dd>
        </div>
      ) : null}
      {detail.maxWin !== null ? (
        <div>
          <dt>
            <abbr title={t('max_win_hint')}>{t('max_win')}</abbr>
          </dt>
          <dd>{t('max_win_value', { multiplier: formatWhole(detail.maxWin, locale) })}</dd>
        </div>
      ) : null}
      {detail.lines !== null || detail.ways !== null ? (
        <div>
          <dt>{t(detail.lines !== null ? 'lines' : 'ways')}</dt>
          <dd>{formatWhole(detail.lines ?? detail.ways ?? 0, locale)}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** Up to twelve other games of the provider in this category, in the lobby's order (lobby doors left out). */
function moreFromProvider(games: readonly Game[], game: Game): Game[] {
  return games.filter((g) => g.providerId === game.providerId && g.gameId !== game.gameId && g.redirect !== 1).slice(0, 12);
}

/** game/detail as this visitor; null when the platform did not answer (the page then states no facts). */
async function gameDetailOf(gameId: string, currency: string): Promise<GameFactsData | null> {
  const answer = await (await getServerApi()).call('game/detail', { gameId, currency });
  return answer?.status && answer.output ? answer.output : null;
}

export type DemoLaunch = { url: string; failure: null } | { url: null; failure: 'maintenance' | 'failed' };

/** Asks the platform for a play-money launch, as this visitor (their address goes with it). */
async function openDemo(gameId: string, currency: string, language: string, detail: GameFactsData): Promise<DemoLaunch> {
  if (detail.underMaintenance) return { url: null, failure: 'maintenance' };
  // The provider's page speaks the page's language where it can.
  const answer = await (await getServerApi()).call('game/demo', { gameId, currency, language });
  if (answer?.status && answer.output) return { url: answer.output.url, failure: null };
  return { url: null, failure: answer?.msg === 'game_under_maintenance' ? 'maintenance' : 'failed' };
}
