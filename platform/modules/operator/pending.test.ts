import { operatorCall, testPlatform, type TestPlatform, uploadedReceipt } from '../../test-support';
import { key, readyMember, withdrawBody } from '../wallet/testing/wallet-fixture';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

type Pending = { id: number; kind: string; method: string; amount: string; status: string; username: string; receiptKey: string | null; balance: string };

describe('operator/pending', () => {
  it('lists pending deposits and withdrawals, oldest first, with username, receipt and balance; decided ones drop out', async () => {
    const m = await readyMember(platform, '300.00');
    const operatorBankId = (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[1]!.id;
    const receiptKey = await uploadedReceipt(platform, m.sid);
    const deposit = await m.call<{ id: number }>('wallet/deposit', { method: 'bank', operatorBankId, amount: '45.5', receiptKey, idempotencyKey: key() });
    const withdrawal = await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '100'));
    await m.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount: '50', idempotencyKey: key() }); // approved at once: not pending

    const res = await operatorCall<Pending[]>(platform, 'operator/pending');
    expect(res.body.status).toBe(true);
    const mine = res.body.output!.filter((r) => r.username === m.username);
    expect(mine).toEqual([
      expect.objectContaining({ id: deposit.body.output!.id, kind: 'deposit', method: 'bank', amount: '45.50', status: 'pending', receiptKey, balance: '250.00' }),
      expect.objectContaining({ id: withdrawal.body.output!.id, kind: 'withdrawal', amount: '100.00', receiptKey: null, balance: '250.00' }),
    ]);

    await operatorCall(platform, 'operator/deposit-reject', { id: deposit.body.output!.id });
    const after = (await operatorCall<Pending[]>(platform, 'operator/pending')).body.output!.filter((r) => r.username === m.username);
    expect(after.map((r) => r.kind)).toEqual(['withdrawal']);
  });

  it('needs the operator key', async () => {
    const m = await readyMember(platform, '0');
    expect((await platform.call('operator/pending')).statusCode).toBe(401);
    expect((await m.call('operator/pending')).statusCode).toBe(401);
    expect((await platform.call('operator/pending', {}, { headers: { 'x-operator-key': 'nope' } })).statusCode).toBe(401);
  });
});
