import 'server-only';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { assetUrl, providerDisplayName } from '../assets';
import { categoryContext } from '../category-context';
import { requestDevice } from '../request-device';
import { getCategoryGames, getProviderFile, getStorageLocation } from '../server-catalogue';
import styles from './provider-lobby.module.css';

/** /{lang}/providers/{category}: the category's providers, each leading to its games in the lobby. */
export async function ProviderLobby({ category }: { category: string }) {
  const ctx = await categoryContext(category);
  if (!ctx) notFound();
  const [providerFile, games, storage, { device }, t] = await Promise.all([
    getProviderFile(ctx.currency),
    getCategoryGames(ctx.currency, category),
    getStorageLocation(),
    requestDevice(),
    getTranslations('lobby'),
  ]);
  // Counted for this device, like the lobby the link opens.
  const counts = new Map<string, number>();
  for (const g of games) {
    if ((device === 'mobile' ? g.mobile : g.web) === 1) counts.set(g.providerId, (counts.get(g.providerId) ?? 0) + 1);
  }
  const providers = providerFile[category] ?? [];

  return (
    <section className={styles.page}>
      <header className={styles.head}>
        <div>
          <h1>{t('providers_title', { name: ctx.label })}</h1>
          <p>{t('providers_intro', { name: ctx.label })}</p>
        </div>
        <Link className={styles.back} href={`/${ctx.lang}/${category}`}>
          <i className="pi pi-th-large" aria-hidden />
          {t('filter_all')}
        </Link>
      </header>
      {providers.length === 0 ? (
        <p className={styles.empty}>{t('providers_empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('providers_label')}>
          {providers.map((p) => {
            const logo = assetUrl(storage.baseUrl, p.img);
            return (
              <li key={p.providerId}>
                <Link className={styles.card} href={`/${ctx.lang}/${category}?provider=${encodeURIComponent(p.providerId)}`}>
                  {logo ? (
                    // eslint-disable-next-line @next/next/no-img-element -- provider logos from storage (SVG)
                    <img src={logo} alt="" width={144} height={48} />
                  ) : (
                    <i className="pi pi-building" aria-hidden />
                  )}
                  <span className={styles.name}>{providerDisplayName(p, ctx.language)}</span>
                  <span className={styles.count}>{t('provider_games', { count: counts.get(p.providerId) ?? 0 })}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
