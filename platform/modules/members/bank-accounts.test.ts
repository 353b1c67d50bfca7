import { registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { MAX_BANK_ACCOUNTS } from './bank-accounts';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

type Account = { id: number; bankName: string; accountName: string; accountNumber: string };

async function member() {
  const m = await registerMember(platform);
  return { ...m, call: (name: string, body?: unknown) => platform.call<Account[]>(name, body, { sid: m.sid }) };
}
const account = (n: number) => ({ bankName: 'Maybank', accountName: 'Ali bin Abu', accountNumber: `1000000${n}` });

describe('member/bank-add and member/bank-list', () => {
  it('binds an account and answers the whole list, oldest first', async () => {
    const m = await member();
    expect((await m.call('member/bank-list')).body).toMatchObject({ status: true, output: [] });
    const first = await m.call('member/bank-add', account(1));
    expect(first.body).toMatchObject({
      status: true,
      output: [{ bankName: 'Maybank', accountName: 'Ali bin Abu', accountNumber: '10000001' }],
    });
    await m.call('member/bank-add', { ...account(2), bankName: 'CIMB Bank' });
    const list = (await m.call('member/bank-list')).body.output!;
    expect(list.map((a) => a.accountNumber)).toEqual(['10000001', '10000002']);
    expect(list[0]!.id).toBeLessThan(list[1]!.id);
  });

  it('refuses a number the member already bound; another member may bind the same number', async () => {
    const m = await member();
    await m.call('member/bank-add', account(1));
    expect((await m.call('member/bank-add', { ...account(1), bankName: 'Other Bank' })).body).toMatchObject({
      status: false,
      msg: 'bank_account_exists',
    });
    const other = await member();
    expect((await other.call('member/bank-add', account(1))).body.status).toBe(true);
  });

  it(`allows at most ${MAX_BANK_ACCOUNTS}, also when many adds arrive at once`, async () => {
    const m = await member();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => m.call('member/bank-add', account(i))));
    expect(answers.filter((a) => a.body.status)).toHaveLength(MAX_BANK_ACCOUNTS);
    expect(answers.filter((a) => !a.body.status).every((a) => a.body.msg === 'bank_account_limit')).toBe(true);
    expect((await m.call('member/bank-list')).body.output).toHaveLength(MAX_BANK_ACCOUNTS);
    expect((await m.call('member/bank-add', account(9))).body).toMatchObject({ status: false, msg: 'bank_account_limit' });
  });

  it('validates the fields and needs a session', async () => {
    const m = await member();
    const bad = await m.call('member/bank-add', { ...account(1), accountNumber: '12-34' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.msg).toContain('error_account_number');
    expect((await platform.call('member/bank-list')).statusCode).toBe(401);
  });
});
