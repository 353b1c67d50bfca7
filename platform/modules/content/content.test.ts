import { dashboardSchema, generalInfoSchema } from '@/lib/contracts/catalog';
import type { MemberProfile } from '@/lib/contracts/auth';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { contacts } from '../../db/schema-catalog';
import { eq } from 'drizzle-orm';

const clock = manualClock(new Date('2026-11-20T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(async () => {
  await platform.close();
});

describe('operator content', () => {
  it('saves a pop-up with sanitised content and a site link; common/dashboard serves it', async () => {
    const saved = await operatorCall<{ id: number }>(platform, 'operator/popup-save', {
      currency: 'SGD',
      title: { en: 'Maintenance' },
      content: { en: '<p>Tonight<img src="x" onerror="alert(1)"></p>' },
      link: '/slots',
      hidePeriod: 3,
    });
    expect(saved.body.status).toBe(true);
    const dashboard = dashboardSchema.parse(
      (await platform.call('common/dashboard', { type: -2, device: 'web', currency: 'SGD' })).body.output,
    );
    const popup = dashboard.popupList.find((p) => p.id === saved.body.output!.id)!;
    expect(popup).toMatchObject({ period: { hide_period: 3 }, data: { link: '/slots' } });
    expect(JSON.parse(popup.data.content).en).toBe('<p>Tonight<img src="x" /></p>');
    const offsite = await operatorCall(platform, 'operator/popup-save', {
      currency: 'SGD',
      title: { en: 'x' },
      content: { en: '' },
      link: '//evil.example',
    });
    expect(offsite.body).toMatchObject({ status: false, msg: 'popup_link_not_a_site_path' });
  });

  it('saves contact channels: empty ones are off, links must be https, unknown channels refused', async () => {
    const ok = await operatorCall(platform, 'operator/contact-save', {
      countryCode: 'my',
      data: { phone: '+60 3-1111 2222', whatsapp: '', facebook_url: 'https://facebook.example/x', facebook_url_label: 'Us' },
    });
    expect(ok.body.status).toBe(true);
    const [row] = await platform.db.select().from(contacts).where(eq(contacts.countryCode, 'MY'));
    expect(row!.setting).toEqual({ phone: true, whatsapp: false, facebook_url: true });
    expect(
      (await operatorCall(platform, 'operator/contact-save', { countryCode: 'MY', data: { youtube_url: 'javascript:alert(1)' } })).body.msg,
    ).toBe('contact_link_must_be_https: youtube_url');
    expect((await operatorCall(platform, 'operator/contact-save', { countryCode: 'MY', data: { fax: '1' } })).body.msg).toBe(
      'contact_unknown_channel: fax',
    );
  });

  it('takes a live-chat script only as an https address (local http outside production), never as code', async () => {
    const save = async (liveChatScript: string) =>
      (await operatorCall(platform, 'operator/contact-save', { countryCode: 'SG', data: { liveChatScript } })).body;
    expect(await save('https://chat.vendor.example/widget.js')).toMatchObject({ status: true });
    expect(await save('http://127.0.0.1:5999/chat.js')).toMatchObject({ status: true });
    for (const bad of ['<script>alert(1)</script>', 'javascript:alert(1)', 'http://chat.vendor.example/widget.js']) {
      expect(await save(bad)).toMatchObject({ status: false, msg: 'contact_live_chat_script_must_be_https' });
    }
    expect(await save('')).toMatchObject({ status: true });
  });

  it('serves the seeded help topics with general info, and saves, replaces and removes one', async () => {
    const read = async () => generalInfoSchema.parse((await platform.call('general/general-info', { currency: 'MYR' })).body.output);
    expect((await read()).helpTopics.map((t) => t.slug)).toEqual([
      'general',
      'account',
      'deposit',
      'withdrawal',
      'bonuses',
      'vip-rewards',
      'security',
      'responsible',
      'terms',
      'privacy',
    ]);
    await operatorCall(platform, 'operator/help-topic-save', {
      slug: 'bonus',
      title: { en: 'Bonuses' },
      content: { en: '<p>Hi<script>x</script></p>' },
    });
    expect((await read()).helpTopics.at(-1)).toEqual({ slug: 'bonus', title: { en: 'Bonuses' }, content: { en: '<p>Hi</p>' } });
    await operatorCall(platform, 'operator/help-topic-save', {
      slug: 'bonus',
      title: { en: 'Bonuses' },
      content: { en: '' },
      enabled: false,
    });
    expect((await read()).helpTopics.map((t) => t.slug)).not.toContain('bonus');
    expect((await operatorCall(platform, 'operator/help-topic-save', { slug: '../x', title: { en: 'x' }, content: {} })).statusCode).toBe(
      400,
    );
  });

  it('records terms acceptance with its version; a new version is the one accepted next', async () => {
    const member = await registerMember(platform);
    expect(member.profile).toMatchObject({ tncVersion: '1' });
    const set = await operatorCall(platform, 'operator/terms-set', { currency: 'MYR', version: '2026-11', expiryDays: 30 });
    expect(set.body.output).toEqual({ tacExpiry: 30, tacVersion: '2026-11' });
    expect((await platform.call('common/tac-expiry-setting', { currency: 'MYR' })).body.output).toEqual({
      tacExpiry: 30,
      tacVersion: '2026-11',
    });
    expect((await platform.call('common/tac-expiry-setting', { currency: 'THB' })).body.output).toMatchObject({ tacVersion: '1' });
    clock.advance(60_000);
    const accepted = await platform.call<MemberProfile>('member/accept-tnc', {}, { sid: member.sid });
    expect(accepted.body.output).toMatchObject({ tncVersion: '2026-11', tncAcceptedAt: clock.now().toISOString() });
  });
});
