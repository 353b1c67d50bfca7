import { bannerSvg, popupSvg } from './banner-art';
import { isStorageKey, mediaUrl } from './media';
import { wrapWords } from './svg';
import { gameThumbnailSvg, providerLogoSvg } from './thumbnail';

const game = { gameId: 'drs-0001', displayName: 'Golden <Reels> & "Riches"', providerName: 'Dragon Reel Studio', type: 'slots' };

/** Nothing fetched from elsewhere: no images, fonts, stylesheets or scripts. */
const selfContained = (svg: string) => expect(svg).not.toMatch(/<image|<script|@import|@font-face|url\((?!#)|href=/);

describe('gameThumbnailSvg', () => {
  it('is a deterministic 4:3 SVG with the escaped name and the provider', () => {
    const svg = gameThumbnailSvg(game);
    expect(gameThumbnailSvg(game)).toBe(svg);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="320" height="240" viewBox="0 0 320 240"/);
    expect(svg).toContain('Golden &lt;Reels&gt; &amp;');
    expect(svg).toContain('Dragon Reel Studio');
    expect(svg).not.toContain('<Reels>');
    selfContained(svg);
    // only ASCII apart from the name: no emoji glyphs
    expect(svg.replace(/[\x20-\x7e]/g, '')).toBe('');
  });

  it('colours by game id and draws a glyph per category', () => {
    expect(gameThumbnailSvg({ ...game, gameId: 'drs-0002' })).not.toBe(gameThumbnailSvg(game));
    const glyphs = ['slots', 'live-casino', 'fishing', 'table', 'lottery', 'sports', 'other'].map((type) => {
      const svg = gameThumbnailSvg({ ...game, type });
      return svg.slice(svg.indexOf('<g '), svg.indexOf('</g>'));
    });
    expect(new Set(glyphs).size).toBe(7);
  });

  it('keeps long names to three lines', () => {
    const svg = gameThumbnailSvg({ ...game, displayName: 'The Extraordinarily Long Adventures of the Golden Dragon Emperor Deluxe' });
    expect(svg.match(/<tspan/g)).toHaveLength(3);
    expect(svg).toContain('…');
  });
});

it('draws provider logos, banners and popups as self-contained SVG', () => {
  const logo = providerLogoSvg({ providerId: 'drs', name: 'Dragon Reel Studio' });
  expect(logo).toContain('>DR<');
  selfContained(logo);
  const banner = bannerSvg({ seed: 'banner:1', type: 'live' });
  expect(banner).toMatch(/width="1200" height="400"/);
  selfContained(banner);
  selfContained(popupSvg({ seed: 'popup:1' }));
});

it('wraps words greedily', () => {
  expect(wrapWords('Golden Reels Deluxe', 12, 3)).toEqual(['Golden Reels', 'Deluxe']);
  expect(wrapWords('a b c d e f', 1, 2)).toEqual(['a', 'b…']);
});

it('resolves storage keys under the public URL and leaves URLs alone', () => {
  const env = { catalogEnv: 'live', publicStorageUrl: '/storage' };
  expect(isStorageKey('media/banners/x.svg')).toBe(true);
  expect(mediaUrl(env, 'media/banners/x.svg')).toBe('/storage/live/media/banners/x.svg');
  expect(mediaUrl(env, 'https://cdn.example/x.png')).toBe('https://cdn.example/x.png');
  expect(mediaUrl(env, '/brand/x.svg')).toBe('/brand/x.svg');
  expect(mediaUrl(env, '')).toBe('');
});
