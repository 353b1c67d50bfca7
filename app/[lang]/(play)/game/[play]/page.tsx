import { getTranslations } from 'next-intl/server';
import { parsePlayParam } from '@/features/games';
import { PlayView } from '@/features/games/views';
import { siteSecurity } from '@/lib/site-security';
import { FullContext } from '@/app/[lang]/full-context';

export async function generateMetadata({ params }: { params: Promise<{ play: string }> }) {
  return { title: parsePlayParam((await params).play)?.name };
}

/** {play} is the encoded JSON of the game and its provider (docs/PRODUCT.md §2). */
export default async function Page({ params }: { params: Promise<{ play: string }> }) {
  const [{ play }, t] = await Promise.all([params, getTranslations('play')]);
  const target = parsePlayParam(play);
  if (!target) {
    return (
      <p role="alert" style={{ margin: 'auto', padding: 32, color: 'var(--text-muted)' }}>
        {t('invalid')}
      </p>
    );
  }
  return (
    <FullContext>
      <PlayView target={target} gameOrigins={siteSecurity.gameOrigins} />
    </FullContext>
  );
}
