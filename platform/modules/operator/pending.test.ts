import { operatorCall, testPlatform, type TestPlatform, uploadedReceipt } from '../../test-support';
import { key, readyMember, withdrawBody } from '../wallet/testing/wallet-fixture';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());

type Pending = {
  id: number;
  kind: string;
  method: string;
  amount: string;
  status: string;
  username: string;
  receiptKey: string | null;
  balance: string;
};
type Page = { items: Pending[]; total: number; page: number; pageSize: number };
const pending = async (filters: Record<string, unknown> = {}) =>
  (await operatorCall<Page>(platform, 'operator/pending', filters)).body.output!;

describe('operator/pending', () => {
  it('lists pending deposits and withdrawals, oldest first, with username, currency, receipt and balance; decided ones drop out', async () => {
    const m = await readyMember(platform, '300.00');
    const operatorBankId = (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[1]!.id;
    const receiptKey = await uploadedReceipt(platform, m.sid);
    const deposit = await m.call<{ id: number }>('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount: '45.5',
      receiptKey,
      idempotencyKey: key(),
    });
    const withdrawal = await m.call<{ id: number }>('wallet/withdraw', withdrawBody(m, '100'));
    await m.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount: '50', idempotencyKey: key() }); // approved at once: not pending

    const mine = (await pending({ username: m.username })).items;
    expect(mine).toEqual([
      expect.objectContaining({
        id: deposit.body.output!.id,
        kind: 'deposit',
        method: 'bank',
        amount: '45.50',
        currency: 'MYR',
        status: 'pending',
        receiptKey,
        balance: '250.00',
      }),
      expect.objectContaining({
        id: withdrawal.body.output!.id,
        kind: 'withdrawal',
        amount: '100.00',
        receiptKey: null,
        balance: '250.00',
      }),
    ]);

    await operatorCall(platform, 'operator/deposit-reject', { id: deposit.body.output!.id });
    const after = (await pending({ username: m.username })).items;
    expect(after.map((r) => r.kind)).toEqual(['withdrawal']);
  });

  it('needs the operator key', async () => {
    const m = await readyMember(platform, '0');
    expect((await platform.call('operator/pending')).statusCode).toBe(401);
    expect((await m.call('operator/pending')).statusCode).toBe(401);
    expect((await platform.call('operator/pending', {}, { headers: { 'x-operator-key': 'nope' } })).statusCode).toBe(401);
  });

  it('pages, filters and sorts, so a flood of new requests cannot hide an old genuine one', async () => {
    const early = await readyMember(platform, '0');
    const bankId = (await early.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
    const deposit = async (m: typeof early) =>
      (
        await m.call<{ id: number }>('wallet/deposit', {
          method: 'bank',
          operatorBankId: bankId,
          amount: '50',
          receiptKey: await uploadedReceipt(platform, m.sid),
          idempotencyKey: key(),
        })
      ).body.output!.id;
    const genuine = await deposit(early);
    const flooders = await Promise.all(Array.from({ length: 4 }, () => readyMember(platform, '0')));
    for (const f of flooders) for (let i = 0; i < 3; i++) await deposit(f);

    const first = await pending({ kind: 'deposit', pageSize: 5 });
    expect(first.pageSize).toBe(5);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(13);
    expect(first.items.map((r) => r.id)).toContain(genuine);
    const newest = await pending({ kind: 'deposit', order: 'newest', pageSize: 5 });
    expect(newest.items[0]!.id).toBeGreaterThan(genuine);
    const second = await pending({ kind: 'deposit', pageSize: 5, page: 2 });
    expect(second.items.map((r) => r.id)).not.toEqual(first.items.map((r) => r.id));
    expect((await pending({ username: early.username.toUpperCase() })).items.map((r) => r.id)).toEqual([genuine]);
    expect((await pending({ status: 'approved', username: early.username })).total).toBe(0);
    expect((await pending({ from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    expect((await operatorCall(platform, 'operator/pending', { pageSize: 1000 })).statusCode).toBe(400);
  });

  it('caps a member’s open deposits at three, exactly, even sent in parallel', async () => {
    const m = await readyMember(platform, '0');
    const bankId = (await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings')).body.output!.operatorBanks[0]!.id;
    const receipts = await Promise.all(Array.from({ length: 6 }, () => uploadedReceipt(platform, m.sid)));
    const answers = await Promise.all(
      receipts.map((receiptKey) =>
        m.call<{ id: number }>('wallet/deposit', {
          method: 'bank',
          operatorBankId: bankId,
          amount: '50',
          receiptKey,
          idempotencyKey: key(),
        }),
      ),
    );
    expect(answers.filter((a) => a.body.status)).toHaveLength(3);
    expect(answers.filter((a) => a.body.msg === 'too_many_pending_deposits')).toHaveLength(3);
    expect(answers.find((a) => !a.body.status)!.body.output).toEqual({ max: 3 });
  });
});
