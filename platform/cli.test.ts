import { cliRunner } from './testing/cli-runner';
import { registerMember, testPlatform, type TestPlatform } from './test-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

const run = cliRunner(() => platform);

describe('operator CLI', () => {
  it('adjusts a member’s wallet and prints the new balance; running it twice adjusts twice', async () => {
    const { username } = await registerMember(platform);
    expect(await run(['adjust', username, '25.50', 'welcome', 'gift'])).toMatchObject({ code: 0 });
    const second = await run(['adjust', username, '25.50']);
    expect(second.code).toBe(0);
    expect(JSON.parse(second.out[0]!)).toMatchObject({ balance: '51.00', currency: 'MYR' });
  });

  it('reports refusals, a wrong key and bad usage with a non-zero exit code', async () => {
    const { username } = await registerMember(platform);
    expect(await run(['adjust', username, '-1'])).toMatchObject({ code: 1, err: ['operator/adjust: insufficient_balance'] });
    expect(await run(['adjust', username, '1'], 'wrong-key')).toMatchObject({ code: 1, err: ['operator/adjust: operator_key_required'] });
    expect((await run(['call', 'operator/adjust', '{not json'])).code).toBe(2);
    expect((await run([])).code).toBe(2);
  });

  it('lists promotions, changes a promotion’s state and saves promo codes', async () => {
    const listed = await run(['promotions', 'thb']);
    expect(listed.code).toBe(0);
    const welcome10 = listed.out[0]!.split('\n').find((line) => line.includes('WELCOME10'))!;
    expect(welcome10).toMatch(/^#\d+  THB  published  fixed  cms 3  0 claims  Promo Code WELCOME10  codes: WELCOME10 0\/∞$/);
    const id = welcome10.slice(1, welcome10.indexOf(' '));

    expect(await run(['promo-code', 'songkran', id, '50'])).toMatchObject({
      code: 0,
      out: [`code SONGKRAN → promotion #${id}, at most 50 uses`],
    });
    expect(await run(['promotion-state', id, 'ended'])).toMatchObject({ code: 0, out: [`promotion #${id} ended`] });
    const after = (await run(['promotions', 'THB'])).out[0]!.split('\n').find((line) => line.startsWith(`#${id} `))!;
    expect(after).toContain('THB  ended');
    expect(after).toContain('SONGKRAN 0/50');

    expect(await run(['promotion-state', '2000000', 'ended'])).toMatchObject({
      code: 1,
      err: ['operator/promotion-state: promotion_not_found'],
    });
    expect((await run(['promotion-state', id, 'paused'])).code).toBe(2);
    expect((await run(['promo-code', 'X1', 'abc'])).code).toBe(2);
  });
});

describe('operator CLI: member communication', () => {
  it('sends a message to a segment and to one member, and reads the outbox', async () => {
    const { username } = await registerMember(platform);
    const languages = JSON.stringify({ en: { title: 'Hello', body: '<p>Hi</p>' } });
    const sent = await run(['message', 'currency=MYR,country=MY', languages]);
    expect(sent.code).toBe(0);
    expect(sent.out[0]).toMatch(/^message #\d+ delivered to \d+ member\(s\)$/);
    expect((await run(['message', `member=${username}`, languages, '--category', 'promotions_events'])).out[0]).toMatch(
      /delivered to 1 member/,
    );
    expect((await run(['message', 'planet=mars', languages])).code).toBe(2);
    expect(await run(['outbox', 'nobody@mail.example', '--limit', '5'])).toMatchObject({ code: 0, out: ['the outbox is empty'] });
  });

  it('sets the terms version, a help topic and contact channels', async () => {
    expect((await run(['terms', '2026-12', '180', 'sgd'])).out[0]).toBe('terms version 2026-12 (180 days) for SGD');
    expect((await run(['help-topic', 'vip', JSON.stringify({ title: { en: 'VIP' }, content: { en: '<p>Tiers</p>' } })])).code).toBe(0);
    expect((await run(['contact', 'sg', JSON.stringify({ telegram: 'luckystar_sg' })])).out[0]).toMatch(/^contact channels of SG saved/);
    expect((await run(['contact', 'sg', JSON.stringify({ fax: '1' })])).err[0]).toBe('operator/contact-save: contact_unknown_channel: fax');
  });
});
