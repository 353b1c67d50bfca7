import { getTranslations } from 'next-intl/server';
import { parseJsonObject } from '@/lib/category-label';

/** {play} is the encoded JSON of the game and its provider (SPEC §2). */
export default async function Page({ params }: { params: Promise<{ play: string }> }) {
  const [{ play }, t] = await Promise.all([params, getTranslations('play')]);
  let raw = play;
  try {
    raw = decodeURIComponent(play);
  } catch {
    /* keep as is */
  }
  const game = parseJsonObject(raw);
  const name = typeof game.name === 'string' ? game.name : null;
  return (
    <section style={{ flex: 1, display: 'grid', placeItems: 'center', padding: 24, textAlign: 'center' }}>
      <div>
        <h1 style={{ fontSize: '1.4rem' }}>{name ?? t('title')}</h1>
        <p style={{ color: 'var(--text-muted)' }}>{name ? t('loading_game') : t('invalid')}</p>
      </div>
    </section>
  );
}
