import { startPlatform, type RunningPlatform } from './app';
import { httpTransport, runCli } from './cli';
import { parseEnv } from './env';
import { freshDatabase, type DatabaseTarget, type TestPlatform, uploadedReceipt } from './test-support';
import { balance, key, readyMember, withdrawBody } from './modules/wallet/testing/wallet-fixture';

/**
 * The operator CLI's request commands against a started platform, over real HTTP, the way
 * `npm run operator -- …` reaches it.
 */
let platform: RunningPlatform;
let target: DatabaseTarget;
let asTest: TestPlatform;

beforeAll(async () => {
  target = await freshDatabase();
  platform = await startPlatform({
    env: parseEnv({ NODE_ENV: 'test', PROVIDER_PORT: '0' }),
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    port: 0,
    host: '127.0.0.1',
  });
  // The fixture's helpers call through fetch on the same origin the CLI uses.
  asTest = {
    ...platform,
    provider: platform.provider!,
    async call(name, body, options = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...options.headers };
      if (options.sid) headers.cookie = `sid=${options.sid}`;
      const res = await fetch(`${platform.url}/api/${name}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
      const sid = /(?:^|;\s*)sid=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      return { statusCode: res.status, body: await res.json(), sid, response: undefined as never };
    },
  };
});
afterAll(async () => {
  await platform.close();
  await target.drop();
});

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    transport: httpTransport(platform.url),
    operatorKey: platform.env.operatorKey,
    io: { out: (l) => out.push(l), err: (l) => err.push(l) },
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('operator CLI: pending, approve and reject', () => {
  it('lists pending requests and decides them, printing one human line each', async () => {
    expect(await run('pending')).toMatchObject({ code: 0, out: 'no pending requests' });

    const m = await readyMember(asTest, '500.00');
    const operatorBankId = (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
    const deposit = (
      await m.call<{ id: number }>('wallet/deposit', {
        method: 'bank',
        operatorBankId,
        amount: '80',
        receiptKey: await uploadedReceipt(asTest, m.sid),
        idempotencyKey: key(),
      })
    ).body.output!.id;
    const withdrawal = (await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '100'))).body.output!.id;
    const second = (await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '50'))).body.output!.id;

    const pending = await run('pending');
    expect(pending.code).toBe(0);
    expect(pending.out.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^#${deposit}  deposit  bank  80.00  ${m.username}  .+  receipt receipts/\\d+/\\d{4}/\\d{2}/[\\w-]+-receipt\\.png$`),
      ),
      expect.stringMatching(new RegExp(`^#${withdrawal}  withdrawal  bank  100.00  ${m.username}  `)),
      expect.stringMatching(new RegExp(`^#${second}  withdrawal  bank  50.00  `)),
    ]);

    expect(await run('approve-deposit', String(deposit))).toEqual({
      code: 0,
      out: `deposit #${deposit} approved: 80.00 (member balance 430.00)`,
      err: '',
    });
    expect(await run('approve-withdrawal', String(withdrawal))).toMatchObject({
      code: 0,
      out: `withdrawal #${withdrawal} approved: 100.00 (member balance 430.00)`,
    });
    expect(await run('reject-withdrawal', String(second), 'account', 'closed')).toMatchObject({
      code: 0,
      out: `withdrawal #${second} rejected: 50.00 (member balance 480.00)`,
    });
    expect(await balance(m)).toBe('480.00');
    expect(await run('pending')).toMatchObject({ out: 'no pending requests' });
  });

  it('exits non-zero on a refusal, a wrong key and bad usage', async () => {
    const m = await readyMember(asTest, '0');
    const operatorBankId = (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
    const id = (
      await m.call<{ id: number }>('wallet/deposit', {
        method: 'bank',
        operatorBankId,
        amount: '40',
        receiptKey: await uploadedReceipt(asTest, m.sid),
        idempotencyKey: key(),
      })
    ).body.output!.id;
    expect(await run('reject-deposit', String(id), 'no', 'receipt')).toMatchObject({
      code: 0,
      out: `deposit #${id} rejected: 40.00 (member balance 0.00)`,
    });
    expect(await run('approve-deposit', String(id))).toEqual({ code: 1, out: '', err: 'operator/deposit-approve: request_not_pending' });
    expect(await run('approve-withdrawal', String(id))).toMatchObject({ code: 1, err: 'operator/withdrawal-approve: request_not_found' });
    expect((await run('approve-deposit', 'abc')).code).toBe(2);
    expect((await run('approve-deposit')).code).toBe(2);
    expect((await run('pending', 'extra')).code).toBe(2);

    const wrongKey = await runCli(['pending'], {
      transport: httpTransport(platform.url),
      operatorKey: 'wrong-key',
      io: { out: () => {}, err: (l) => expect(l).toBe('operator/pending: operator_key_required') },
    });
    expect(wrongKey).toBe(1);
  });
});
