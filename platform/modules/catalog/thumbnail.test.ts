import sharp from 'sharp';
import { generateGames, generateProviders } from '../../seed/catalog-games';
import { themeOf } from './art-scenes';
import { bannerSvg, popupSvg } from './banner-art';
import { isStorageKey, mediaUrl } from './media';
import { providerLogoSvg } from './provider-mark';
import { gameThumbnailSvg } from './thumbnail';

const game = { gameId: 'drs-0001', displayName: 'Golden <Reels> & "Riches"', type: 'slots' };

/** Nothing fetched from elsewhere: no images, fonts, stylesheets or scripts. */
const selfContained = (svg: string) => expect(svg).not.toMatch(/<image|<script|<foreignObject|@import|@font-face|url\((?!#)|href=/);

/** No words drawn: no text elements at all. */
const wordless = (svg: string) => expect(svg).not.toMatch(/<text|<tspan|<textPath/);

/** Well-formed: every element closed in order (what an XML parser demands before drawing anything). */
function wellFormed(svg: string): void {
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)\b[^>]*?(\/?)>/g)) {
    if (close) expect(stack.pop(), `</${name}>`).toBe(name);
    else if (!selfClose) stack.push(name!);
  }
  expect(stack).toEqual([]);
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" /);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
}

describe('gameThumbnailSvg', () => {
  it('is a deterministic, self-contained 4:3 scene with no words in it', () => {
    const svg = gameThumbnailSvg(game);
    expect(gameThumbnailSvg(game)).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="240" viewBox="0 0 320 240"/);
    wordless(svg);
    selfContained(svg);
    wellFormed(svg);
    // The name is only the accessible label (escaped), never drawn.
    expect(svg).toContain('aria-label="Golden &lt;Reels&gt; &amp; &quot;Riches&quot;"');
    expect(svg.split('Golden')).toHaveLength(2);
    // ASCII apart from the label: no emoji or other glyphs standing in for art.
    expect(svg.replace(/aria-label="[^"]*"/, '').replace(/[\x20-\x7e]/g, '')).toBe('');
  });

  it('chooses the theme from the name and the category', () => {
    const theme = (name: string, type = 'slots', lobby = false) => themeOf({ name, type, seed: 'x', lobby });
    expect(theme('Samurai Express Gold Edition')).toBe('slots:samurai');
    expect(theme('Pharaoh Nights')).toBe('slots:egypt');
    expect(theme('Cosmic Riches')).toBe('slots:space');
    expect(theme('Dragon Quest')).toBe('slots:dragon');
    expect(theme('Fruity Wheel')).toBe('slots:fruit');
    expect(theme('Emerald Crown')).toBe('slots:gem');
    expect(theme('Golden Shark Hunter', 'fishing')).toBe('fishing:gold-shark');
    expect(theme('Kraken Legends', 'fishing')).toBe('fishing:octopus');
    expect(theme('Speed Roulette', 'live-casino')).toBe('live:roulette');
    expect(theme('Crimson Crown Lobby', 'live-casino', true)).toBe('live:lobby');
    expect(theme('Triple Sic Bo', 'table')).toBe('table:dice');
    expect(theme('Lucky Keno', 'lottery')).toBe('lottery:card');
    expect(theme('Esports Football League', 'sports')).toBe('sports:football');
    // A name none of the words know still gets a theme of its category.
    expect(theme('Zyx Qwv')).toMatch(/^slots:[a-z]+$/);
  });

  it('varies games of one theme by their id, and differs across themes', () => {
    const samurai = ['jti-0001', 'jti-0002', 'jti-0003'].map((gameId) =>
      gameThumbnailSvg({ gameId, displayName: 'Samurai Rush', type: 'slots' }),
    );
    expect(new Set(samurai).size).toBe(3);
    const kinds = ['slots', 'live-casino', 'fishing', 'table', 'lottery', 'sports'].map((type) =>
      gameThumbnailSvg({ gameId: 'g-1', displayName: 'Golden Roulette Shark Keno Football', type }),
    );
    expect(new Set(kinds).size).toBe(6);
  });

  it('draws every game of the full demo catalogue: wordless, well-formed, small', () => {
    const sizes: number[] = [];
    for (const g of generateGames('full')) {
      const svg = gameThumbnailSvg({ gameId: g.gameId, displayName: g.displayName, type: g.type, redirect: g.redirect ?? false });
      expect(svg, g.gameId).not.toMatch(/<text|<tspan|NaN|undefined/);
      sizes.push(svg.length);
    }
    // Stored as SVG source and drawn to a ~4 KB WebP (raster.ts): kept well under 16 KB.
    expect(Math.max(...sizes)).toBeLessThan(16_000);
    expect(sizes.reduce((a, b) => a + b, 0) / sizes.length).toBeLessThan(7_000);
  });

  it('draws every theme of the catalogue through librsvg (what the publisher rasterises with)', async () => {
    const byTheme = new Map<string, ReturnType<typeof generateGames>[number]>();
    for (const g of generateGames('full'))
      byTheme.set(themeOf({ name: g.displayName, type: g.type, seed: g.gameId, lobby: g.redirect ?? false }), g);
    expect(byTheme.size).toBeGreaterThan(50);
    for (const g of byTheme.values()) {
      const svg = gameThumbnailSvg({ gameId: g.gameId, displayName: g.displayName, type: g.type, redirect: g.redirect ?? false });
      wellFormed(svg);
      const { width, height, format } = await sharp(Buffer.from(svg)).metadata();
      expect([format, width, height], g.displayName).toEqual(['svg', 320, 240]);
      // Drawn, not blank: the picture has more than a handful of colours.
      const { data } = await sharp(Buffer.from(svg)).resize(32, 24).raw().toBuffer({ resolveWithObject: true });
      expect(new Set(data).size, g.displayName).toBeGreaterThan(40);
    }
  });
});

describe('providerLogoSvg', () => {
  it('is a designed mark per provider: an emblem of its own beside the wordmark, not initials', () => {
    const providers = generateProviders();
    const logos = providers.map((p) => providerLogoSvg(p));
    const emblems = logos.map((svg) => /<g transform="translate\(40 40\)">(.*?)<\/g><text/.exec(svg)?.[1]);
    expect(new Set(emblems).size).toBe(providers.length);
    for (const [i, svg] of logos.entries()) {
      expect(providerLogoSvg(providers[i]!)).toBe(svg);
      selfContained(svg);
      wellFormed(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="240" height="80"/);
      expect(svg).toContain(`aria-label="${providers[i]!.name}"`);
    }
    expect(logos[0]).toContain('>DRAGON REEL</text>');
    expect(logos[0]).toContain('>STUDIO</text>');
    expect(logos[0]).not.toContain('>DR<');
  });

  it('gives a provider the demo did not design a generated emblem and colour of its own', () => {
    const a = providerLogoSvg({ providerId: 'new-studio', name: 'New Studio' });
    const b = providerLogoSvg({ providerId: 'other-studio', name: 'New Studio' });
    expect(a).not.toBe(b);
    wellFormed(a);
    selfContained(a);
    expect(providerLogoSvg({ providerId: 'x', name: '<PG> & Co' })).toContain('&lt;PG&gt; &amp;');
  });
});

describe('banner, promotion and pop-up art', () => {
  it('draws an illustrated scene per banner type and promotion kind, without words', () => {
    // a gift, a slot machine, a live studio, the sea, a pitch, coins; a welcome is a gift, a deposit match coins
    const kinds = ['home', 'slots', 'live', 'fish', 'sports', 'promotions', 'welcome', 'deposit_match'];
    const banners = kinds.map((type) => bannerSvg({ seed: 'banner:1', type }));
    expect(new Set(banners).size).toBe(6);
    for (const svg of banners) {
      expect(svg).toMatch(/width="1200" height="400"/);
      expect(svg).toContain('aria-hidden="true"');
      wordless(svg);
      selfContained(svg);
      wellFormed(svg);
    }
    expect(bannerSvg({ seed: 'banner:1', type: 'live' })).toBe(banners[2]);
    const popup = popupSvg({ seed: 'popup:1' });
    expect(popup).toMatch(/width="600" height="300"/);
    wordless(popup);
    wellFormed(popup);
  });

  it('draws them through librsvg', async () => {
    for (const svg of [bannerSvg({ seed: 's', type: 'fixed' }), bannerSvg({ seed: 's', type: 'sports' }), popupSvg({ seed: 'p' })]) {
      const { data } = await sharp(Buffer.from(svg)).resize(60, 20).raw().toBuffer({ resolveWithObject: true });
      expect(new Set(data).size).toBeGreaterThan(40);
    }
  });
});

it('resolves storage keys under the public URL and leaves URLs alone', () => {
  const env = { catalogEnv: 'live', publicStorageUrl: '/storage' };
  expect(isStorageKey('media/banners/x.svg')).toBe(true);
  expect(mediaUrl(env, 'media/banners/x.svg')).toBe('/storage/live/media/banners/x.svg');
  expect(mediaUrl(env, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  expect(mediaUrl(env, '/brand/x.svg')).toBe('/brand/x.svg');
  expect(mediaUrl(env, '')).toBe('');
});
