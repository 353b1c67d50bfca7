import type { WalletBalance } from '@/lib/contracts/auth';
import { seedOpeningBalances } from './opening-balances';
import { operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

let keys = 0;
const key = () => `adjust-test-${Date.now()}-${++keys}`;
const adjust = (username: string, amount: string, idempotencyKey = key(), note = '') =>
  operatorCall<WalletBalance>(platform, 'operator/adjust', { username, amount, note, idempotencyKey });
const balanceOf = async (sid: string) => (await platform.call<WalletBalance>('member/wallet-balance', undefined, { sid })).body.output;

describe('operator/adjust and member/wallet-balance', () => {
  it('credits the main wallet and answers the new balance; the member sees it in their currency', async () => {
    const { sid, username } = await registerMember(platform);
    expect(await balanceOf(sid)).toEqual({ balance: '0.00', minor: 0, currency: 'MYR', inGame: [] });
    const res = await adjust(username, '100.50');
    expect(res.body).toMatchObject({ status: true, output: { balance: '100.50', minor: 10050, currency: 'MYR' } });
    expect(await balanceOf(sid)).toEqual({ balance: '100.50', minor: 10050, currency: 'MYR', inGame: [] });
  });

  it('debits, but never below zero', async () => {
    const { sid, username } = await registerMember(platform);
    await adjust(username, '10');
    expect((await adjust(username, '-4.25')).body.output).toMatchObject({ balance: '5.75' });
    expect((await adjust(username, '-5.76')).body).toMatchObject({ status: false, msg: 'insufficient_balance' });
    expect((await balanceOf(sid))?.balance).toBe('5.75');
  });

  it('replays the first answer for a repeated key and refuses the key with another amount', async () => {
    const { sid, username } = await registerMember(platform);
    const idempotencyKey = key();
    const first = await adjust(username, '20', idempotencyKey);
    await adjust(username, '1');
    const again = await adjust(username, '20', idempotencyKey);
    expect(again.body).toEqual(first.body);
    expect((await balanceOf(sid))?.balance).toBe('21.00');
    expect((await adjust(username, '30', idempotencyKey)).body).toMatchObject({ status: false, msg: 'idempotency_conflict' });
  });

  it('takes amounts in the currency’s own decimals', async () => {
    const { sid, username } = await registerMember(platform, { countryCode: 'VN', language: 'vi', dialCode: '84', length: 9 });
    expect((await adjust(username, '1.5')).body).toMatchObject({ status: false, msg: 'error_amount' });
    expect((await adjust(username, '50000')).body.output).toEqual({ balance: '50000', minor: 50000, currency: 'VND' });
    expect((await balanceOf(sid))?.balance).toBe('50000');
  });

  it('refuses zero, unknown members and callers without the operator key', async () => {
    const { username } = await registerMember(platform);
    expect((await adjust(username, '0')).body).toMatchObject({ status: false, msg: 'error_amount' });
    expect((await adjust('nobody404', '1')).body).toMatchObject({ status: false, msg: 'member_not_found' });
    const anonymous = await platform.call('operator/adjust', { username, amount: '1', note: '', idempotencyKey: key() });
    expect(anonymous.statusCode).toBe(401);
  });

  it('gives each demo member an opening balance of 1,000.00, once', async () => {
    const login = await platform.call('auth/login', { username: 'demomy01', password: 'Demo@1234' });
    expect(await balanceOf(login.sid!)).toEqual({ balance: '1000.00', minor: 100000, currency: 'MYR', inGame: [] });
    // What every later start does: the fixed key makes it a replay.
    await seedOpeningBalances(platform.db, ['demomy01']);
    expect((await balanceOf(login.sid!))?.balance).toBe('1000.00');
  });
});
