import { vipBadgeSvg } from './vip-badge';

describe('VIP badge art', () => {
  it('draws the level without words (every language reads it), labelled with the name, deterministically', () => {
    const svg = vipBadgeSvg({ seed: 'vip:media/vip/gold.svg', level: 2, title: 'Gold <&>' });
    expect(svg).toMatch(/^<svg [^>]*aria-label="Gold &lt;&amp;&gt;"/);
    expect(svg).toContain('>2</text>');
    expect(svg).not.toMatch(/>Gold/);
    expect(vipBadgeSvg({ seed: 'vip:media/vip/gold.svg', level: 2, title: 'Gold <&>' })).toBe(svg);
  });
});
