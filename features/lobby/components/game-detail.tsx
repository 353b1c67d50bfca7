import 'server-only';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { playHref } from '@/features/games';
import { assetUrl, providerDisplayName } from '../assets';
import { categoryContext, currencyContext } from '../category-context';
import { displayNameOf } from '../filter-games';
import { mobileAppTarget } from '../mobile-app-launch';
import { getCategoryGames, getProviderFile, getStorageLocation } from '../server-catalogue';
import type { SearchParams } from './lobby-view';
import { PlayButton } from './play-button';
import styles from './game-detail.module.css';

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The game named by /{lang}/{category}/{id}, or null when that category of this currency lacks it (the gms check for the id). */
export async function findCategoryGame(category: string, id: string) {
  const ctx = await categoryContext(category);
  if (!ctx) return null;
  const games = await getCategoryGames(ctx.currency, category);
  const gameId = decoded(id);
  const game = games.find((g) => g.gameId === gameId);
  return game ? { ctx, game } : null;
}

/** /{lang}/{category}/{id}: a game's own page; with ?pid= (the mobile app) straight to play. */
export async function GameDetail({ category, id, searchParams }: { category: string; id: string; searchParams: SearchParams }) {
  const app = mobileAppTarget(decoded(id), searchParams);
  if (app) redirect(playHref((await currencyContext()).lang, app));

  const found = await findCategoryGame(category, id);
  if (!found) notFound();
  const { ctx, game } = found;
  const [providerFile, storage, t, tGames] = await Promise.all([
    getProviderFile(ctx.currency),
    getStorageLocation(),
    getTranslations('lobby'),
    getTranslations('games'),
  ]);
  const provider = (providerFile[category] ?? []).find((p) => p.providerId === game.providerId) ?? null;
  const img = assetUrl(storage.baseUrl, game.img);

  return (
    <article className={styles.detail}>
      <Link className={styles.back} href={`/${ctx.lang}/${category}`}>
        <i className="pi pi-arrow-left" aria-hidden />
        {t('back_to', { name: ctx.label })}
      </Link>
      <div className={styles.body}>
        <div className={styles.thumb}>
          {img ? (
            // eslint-disable-next-line @next/next/no-img-element -- storage thumbnail (SVG/CDN) in a 4:3 box
            <img src={img} alt="" width={480} height={360} />
          ) : null}
        </div>
        <div className={styles.info}>
          <h1>{displayNameOf(game)}</h1>
          <div className={styles.badges}>
            {game.new === 1 ? <span className={styles.new}>{tGames('new_badge')}</span> : null}
            {game.popular === 1 ? <span className={styles.hot}>{tGames('hot_badge')}</span> : null}
          </div>
          <dl>
            <dt>{t('detail_provider')}</dt>
            <dd>{provider ? providerDisplayName(provider, ctx.language) : game.providerDisplay}</dd>
            <dt>{t('detail_category')}</dt>
            <dd>{ctx.label}</dd>
          </dl>
          <PlayButton game={game} provider={provider} currency={ctx.currency} />
        </div>
      </div>
    </article>
  );
}
