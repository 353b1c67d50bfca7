import { describe, expect, it } from 'vitest';
import { contactChannels } from './contact-channels';

describe('contactChannels', () => {
  it('turns each published channel into what a phone opens, in a fixed order', () => {
    const channels = contactChannels({
      setting: {
        phone: true,
        whatsapp: true,
        email: true,
        line: true,
        telegram: true,
        wechat: true,
        skype: true,
        kakao: true,
        facebook_url: true,
      },
      data: {
        phone: '+60 3-2770 1234',
        whatsapp: '+60 12-345 6789',
        email: 'support@luckystar.example',
        line: '@luckystar_th',
        telegram: '@luckystar_my',
        wechat: 'luckystar_my',
        skype: 'live:luckystar',
        kakao: 'luckystar',
        facebook_url: 'https://facebook.example/luckystar',
        facebook_url_label: 'Lucky Star Casino',
      },
    });
    expect(channels).toEqual([
      { id: 'phone', value: '+60 3-2770 1234', href: 'tel:+60327701234' },
      { id: 'whatsapp', value: '+60 12-345 6789', href: 'https://wa.me/60123456789' },
      { id: 'email', value: 'support@luckystar.example', href: 'mailto:support@luckystar.example' },
      { id: 'line', value: '@luckystar_th', href: 'https://line.me/R/ti/p/%40luckystar_th' },
      { id: 'telegram', value: '@luckystar_my', href: 'https://t.me/luckystar_my' },
      { id: 'skype', value: 'live:luckystar', href: 'skype:live%3Aluckystar?chat' },
      { id: 'wechat', value: 'luckystar_my', href: null },
      { id: 'kakao', value: 'luckystar', href: null },
      { id: 'facebook', value: 'Lucky Star Casino', href: 'https://facebook.example/luckystar' },
    ]);
  });

  it('leaves out channels that are off, empty, or links that are not https', () => {
    const channels = contactChannels({
      setting: { phone: false, whatsapp: true, email: true, youtube_url: true },
      data: { phone: '+60 1', whatsapp: '', email: 'a@b.example', youtube_url: 'javascript:alert(1)' },
    });
    expect(channels.map((c) => c.id)).toEqual(['email']);
    expect(contactChannels(null)).toEqual([]);
  });
});
