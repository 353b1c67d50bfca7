import { runCli, type CliTransport } from './cli';
import { registerMember, testPlatform, type TestPlatform } from './test-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

/** The CLI's HTTP calls, delivered to the test platform in-process. */
const transport: CliTransport = async (endpoint, body, headers) => {
  const res = await platform.app.inject({ method: 'POST', url: `/api/${endpoint}`, headers, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() };
};

function run(args: string[], operatorKey = platform.env.operatorKey) {
  const out: string[] = [];
  const err: string[] = [];
  return runCli(args, { transport, operatorKey, io: { out: (l) => out.push(l), err: (l) => err.push(l) } }).then((code) => ({
    code,
    out,
    err,
  }));
}

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
