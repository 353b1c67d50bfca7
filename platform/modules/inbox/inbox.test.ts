import type { MessageList, UnreadCounts } from '@/lib/contracts/communication';
import { manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { publishedPromotion } from '../promotions/testing/promotion-fixture';
import { loyaltyTurnover } from '../../db/schema-loyalty';
import { loyaltyDay } from '../loyalty';

const TH = { countryCode: 'TH', language: 'th', dialCode: '66', length: 9 };

const clock = manualClock(new Date('2026-11-20T00:00:00Z'));
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(async () => {
  await platform.close();
});

const send = (body: Record<string, unknown>) =>
  operatorCall<{ messageId: number; recipients: number }>(platform, 'operator/message-send', body);
const list = async (sid: string, body: Record<string, unknown> = {}) =>
  (await platform.call<MessageList>('member/message-list', { memberLanguage: 'en', ...body }, { sid })).body;
const texts = (title: string) => ({
  en: { title: `${title} (en)`, body: '<p onclick="x()">Hello<script>alert(1)</script></p>' },
  th: { title: `${title} (th)`, body: '<p>สวัสดี</p>' },
});

describe('the inbox', () => {
  it("tells each recipient's open page over the realtime channel, after the message is stored", async () => {
    const my = await registerMember(platform);
    const th = await registerMember(platform, TH);
    const pushed: Array<[number, string, unknown]> = [];
    const spy = vi.spyOn(platform.realtime, 'publishToMember').mockImplementation((memberId, event, payload) => {
      pushed.push([memberId, event, payload]);
    });
    try {
      const sent = await send({ audience: { kind: 'member', username: my.username }, languages: texts('Pushed') });
      expect(pushed).toEqual([[my.profile.id, 'inbox-message', { messageId: sent.body.output!.messageId }]]);
      expect(pushed.some(([memberId]) => memberId === th.profile.id)).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });

  it('delivers a currency segment to its members only, in their language, with sanitised bodies', async () => {
    const my = await registerMember(platform);
    const th = await registerMember(platform, TH);
    clock.advance(1000);
    const sent = await send({ audience: { kind: 'segment', currency: 'MYR' }, languages: texts('Segment') });
    expect(sent.body).toMatchObject({ status: true });
    expect(sent.body.output!.recipients).toBeGreaterThanOrEqual(1);

    const mine = await list(my.sid);
    expect(mine.output!.items[0]).toMatchObject({ title: 'Segment (en)', body: '<p>Hello</p>', is_read: 0, category: 'inbox' });
    expect(mine.output!.unread).toEqual({ all: 1, inbox: 1, promotions_events: 0 });
    const theirs = await list(th.sid, { memberLanguage: 'th' });
    expect(theirs.output!.items.map((m) => m.title)).not.toContain('Segment (th)');
    expect(theirs.output!.unread.all).toBe(0);
  });

  it('sends to one member by username, to a country, and to everyone; an unknown member is refused', async () => {
    const th = await registerMember(platform, TH);
    expect((await send({ audience: { kind: 'member', username: th.username }, languages: texts('Direct') })).body.output!.recipients).toBe(
      1,
    );
    expect(
      (await send({ audience: { kind: 'segment', country: 'TH' }, languages: texts('Country') })).body.output!.recipients,
    ).toBeGreaterThanOrEqual(1);
    expect((await send({ audience: { kind: 'all' }, languages: texts('Everyone') })).body.output!.recipients).toBeGreaterThanOrEqual(2);
    const theirs = await list(th.sid, { memberLanguage: 'th-th' });
    expect(theirs.output!.items.map((m) => m.title)).toEqual(['Everyone (th)', 'Country (th)', 'Direct (th)']);
    expect((await send({ audience: { kind: 'member', username: 'nobody000' }, languages: texts('x') })).body).toMatchObject({
      status: false,
      msg: 'member_not_found',
    });
  });

  it('reaches a VIP tier by name or level: the members whose turnover over the tier period is in it now', async () => {
    const silver = await registerMember(platform);
    const bronze = await registerMember(platform);
    // 60.00 of settled slot turnover today: Silver (from 50.00) in the demo MYR tiers, below Gold.
    await platform.db.insert(loyaltyTurnover).values({
      memberId: silver.profile.id,
      day: loyaltyDay(clock.now(), platform.env.loyaltyDayOffsetHours),
      category: 'slots',
      currency: 'MYR',
      turnover: 60_00n,
      rounds: 6,
    });
    const byName = await send({ audience: { kind: 'segment', currency: 'MYR', vipTier: 'silver' }, languages: texts('Silver') });
    expect(byName.body.output!.recipients).toBe(1);
    expect((await list(silver.sid)).output!.items.map((m) => m.title)).toContain('Silver (en)');
    expect((await list(bronze.sid)).output!.items.map((m) => m.title)).not.toContain('Silver (en)');
    const byLevel = await send({ audience: { kind: 'segment', vipTier: '0' }, languages: texts('Base') });
    expect((await list(bronze.sid)).output!.items.map((m) => m.title)).toContain('Base (en)');
    expect((await list(silver.sid)).output!.items.map((m) => m.title)).not.toContain('Base (en)');
    expect(byLevel.body.output!.recipients).toBeGreaterThanOrEqual(1);
    expect((await send({ audience: { kind: 'segment', vipTier: 'no such tier' }, languages: texts('None') })).body.output!.recipients).toBe(
      0,
    );
  });

  it('marks one message read (only the member’s own), then all in one update', async () => {
    const my = await registerMember(platform);
    await send({ audience: { kind: 'member', username: my.username }, languages: texts('One') });
    await send({ audience: { kind: 'member', username: my.username }, category: 'promotions_events', languages: texts('Two') });
    const before = await list(my.sid);
    expect(before.output!.unread).toEqual({ all: 2, inbox: 1, promotions_events: 1 });
    const other = await registerMember(platform);
    const foreign = await platform.call('member/message-update', { id: before.output!.items[0]!.noticeId }, { sid: other.sid });
    expect(foreign.body).toMatchObject({ status: false, msg: 'message_not_found' });

    const one = await platform.call<UnreadCounts>('member/message-update', { id: before.output!.items[1]!.noticeId }, { sid: my.sid });
    expect(one.body.output).toEqual({ all: 1, inbox: 0, promotions_events: 1 });
    const all = await platform.call<UnreadCounts>('member/message-update', { all: true }, { sid: my.sid });
    expect(all.body.output).toEqual({ all: 0, inbox: 0, promotions_events: 0 });
    expect((await list(my.sid)).output!.items.every((m) => m.is_read === 1)).toBe(true);
    expect((await platform.call('member/message-update', { id: 1, all: true }, { sid: my.sid })).statusCode).toBe(400);
  });

  it('pages older messages by cursor and filters by tab', async () => {
    const my = await registerMember(platform);
    for (let i = 1; i <= 5; i++) {
      await send({
        audience: { kind: 'member', username: my.username },
        category: i % 2 ? 'inbox' : 'promotions_events',
        languages: texts(`M${i}`),
      });
    }
    const first = await list(my.sid, { limit: 2 });
    expect(first.output!.items.map((m) => m.title)).toEqual(['M5 (en)', 'M4 (en)']);
    const second = await list(my.sid, { limit: 2, cursor: first.output!.nextCursor });
    expect(second.output!.items.map((m) => m.title)).toEqual(['M3 (en)', 'M2 (en)']);
    const last = await list(my.sid, { limit: 2, cursor: second.output!.nextCursor });
    expect(last.output).toMatchObject({ nextCursor: null });
    expect(last.output!.items.map((m) => m.title)).toEqual(['M1 (en)']);
    const promos = await list(my.sid, { tab: 'promotions_events' });
    expect(promos.output!.items.map((m) => m.title)).toEqual(['M4 (en)', 'M2 (en)']);
  });

  it('drops a promotions_events message when a bonus is granted, in the member’s language', async () => {
    const my = await registerMember(platform);
    const promotionId = await publishedPromotion(platform, { amount: '10.00', wageringMultiplier: 5, expiryDays: 7 });
    const applied = await platform.call('promotion/apply', { promotionId }, { sid: my.sid });
    expect(applied.body).toMatchObject({ status: true });
    const promos = await list(my.sid, { tab: 'promotions_events' });
    expect(promos.output!.items).toHaveLength(1);
    expect(promos.output!.items[0]!.body).toContain('(MYR 10.00)');
    expect(promos.output!.unread.promotions_events).toBe(1);
  });

  it('is for members only', async () => {
    expect((await platform.call('member/message-list', { memberLanguage: 'en' })).statusCode).toBe(401);
  });
});
