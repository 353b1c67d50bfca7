import 'server-only';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { providersIn } from '../assets';
import { categoryContext } from '../category-context';
import { filterGames, parseLobbyQuery, prepareCatalogue } from '../filter-games';
import { requestDevice } from '../request-device';
import { getProviderFile, getStorageLocation, readCategoryGames } from '../server-catalogue';
import { getMaintenance } from '../server-maintenance';
import { LobbyClient } from './lobby-client';
import styles from './lobby.module.css';

export type SearchParams = Record<string, string | string[] | undefined>;

/**
 * /{lang}/{category}: the heading, the filter bar and the first page for the URL's query are
 * rendered here, so crawlers and slow phones see real games; LobbyClient takes over in the browser.
 */
export async function LobbyView({ category, searchParams }: { category: string; searchParams: SearchParams }) {
  const ctx = await categoryContext(category);
  if (!ctx) notFound();
  const [games, providerFile, storage, device, t, tCategory, maintenance] = await Promise.all([
    readCategoryGames(ctx.currency, category),
    getProviderFile(ctx.currency),
    getStorageLocation(),
    requestDevice(),
    getTranslations('lobby'),
    getTranslations('category'),
    getMaintenance(ctx.currency),
  ]);
  const query = parseLobbyQuery(searchParams);
  // The member's own lists live behind the API: the browser applies ?filter= once it has them.
  const list = filterGames(prepareCatalogue(games ?? []), { ...query, filter: null }, { device: device.device, locale: ctx.lang });
  // The client gets each provider's name in this page's language only.
  const providers = providersIn(providerFile[category] ?? [], ctx.language);

  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1>{tCategory('title', { name: ctx.label })}</h1>
          <p>{tCategory('intro', { name: ctx.label })}</p>
        </div>
        {providers.length > 1 ? (
          <Link className={styles.headLink} href={`/${ctx.lang}/providers/${category}`}>
            <i className="pi pi-building" aria-hidden />
            {t('providers_link')}
          </Link>
        ) : null}
      </header>
      <LobbyClient
        lang={ctx.lang}
        category={category}
        currency={ctx.currency}
        maintenance={maintenance}
        storage={storage}
        providers={providers}
        initial={{
          query,
          games: list.slice(0, device.pageSize),
          total: list.length,
          device: device.device,
          pageSize: device.pageSize,
          unreadable: games === null,
        }}
      />
    </section>
  );
}
