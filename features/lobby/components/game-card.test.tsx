import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/tests/render-app';
import en from '@/messages/en.json';
import { makeGame } from '../test-games';
import { GameCard, type GameCardProps } from './game-card';

const props: GameCardProps = {
  game: makeGame({ gameId: 'zeus', name: 'Zeus Rising' }),
  href: '/en-my/slots/pg/zeus',
  launchHref: '/en-my/play/pg/zeus',
  imgSrc: '/storage/live/game-art/zeus.webp',
  eager: false,
  artAfterHydration: true,
  underMaintenance: false,
  favourite: null,
  onLaunch: () => undefined,
  onToggleFavourite: () => undefined,
};

describe('GameCard art below the first screen', () => {
  it('is in the server’s HTML only for a browser without scripts (and crawlers): a <noscript> copy', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="en" messages={en}>
        <GameCard {...props} />
      </NextIntlClientProvider>,
    );
    expect(html).toMatch(/<noscript><img [^>]*src="\/storage\/live\/game-art\/zeus\.webp"[^>]*loading="lazy"/);
    expect(html.replace(/<noscript>.*?<\/noscript>/s, '')).not.toContain('<img');
  });

  it('rendered in the browser (after hydration, a filter, "show more"), it is lazy art', () => {
    const { container } = renderInApp(<GameCard {...props} />);
    expect(container.querySelector('noscript')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });
});
