import { operatorCall, registerMember, testPlatform, type TestPlatform, uploadedReceipt } from '../../test-support';
import { balance, fund, houseBalance, key, ledgerProblems, type WalletRequest } from './testing/wallet-fixture';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform();
});
afterAll(() => platform.close());
// Every scenario leaves the ledger whole: entries sum to zero, balances equal their postings, no member below zero.
afterEach(async () => {
  expect(await ledgerProblems(platform.db)).toEqual([]);
});

async function member(country?: Parameters<typeof registerMember>[1]) {
  const m = await registerMember(platform, country);
  return { ...m, call: <T = WalletRequest>(name: string, body?: unknown) => platform.call<T>(name, body, { sid: m.sid }) };
}

async function firstOperatorBank(m: Awaited<ReturnType<typeof member>>) {
  const settings = await m.call<{ operatorBanks: { id: number }[] }>('wallet/settings');
  return settings.body.output!.operatorBanks[0]!.id;
}

describe('wallet/deposit through the demo gateway', () => {
  it('credits at once (house_deposits → main) and answers the approved request with the new balance', async () => {
    const m = await member();
    const before = await houseBalance(platform.db, 'house_deposits');
    const res = await m.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount: '100.50', idempotencyKey: key() });
    expect(res.body).toMatchObject({
      status: true,
      output: { kind: 'deposit', method: 'gateway', amount: '100.50', status: 'approved', balance: '100.50' },
    });
    expect(await balance(m)).toBe('100.50');
    expect(await houseBalance(platform.db, 'house_deposits')).toBe(before - 10_050n);
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('replays the first answer for a repeated key, moves nothing, and refuses the key with other values', async () => {
    const m = await member();
    const idempotencyKey = key();
    const body = { method: 'gateway', gatewayId: 'demo-pay', amount: '40', idempotencyKey };
    const first = await m.call('wallet/deposit', body);
    await fund(platform, m.username, '1'); // the balance moves on in between
    const again = await m.call('wallet/deposit', body);
    expect(again.body).toEqual(first.body);
    expect(await balance(m)).toBe('41.00');
    expect((await m.call('wallet/deposit', { ...body, amount: '41' })).body).toMatchObject({ status: false, msg: 'idempotency_conflict' });
  });

  it('moves money once when the same deposit arrives many times at once', async () => {
    const m = await member();
    const body = { method: 'gateway', gatewayId: 'demo-pay', amount: '30', idempotencyKey: key() };
    const answers = await Promise.all(Array.from({ length: 10 }, () => m.call('wallet/deposit', body)));
    expect(answers.every((a) => a.body.status)).toBe(true);
    expect(new Set(answers.map((a) => a.body.output!.id)).size).toBe(1);
    expect(await balance(m)).toBe('30.00');
  });

  it('refuses amounts outside the currency’s limits or decimals, and unknown gateways', async () => {
    const m = await member();
    const deposit = (amount: string, gatewayId = 'demo-pay') =>
      m.call('wallet/deposit', { method: 'gateway', gatewayId, amount, idempotencyKey: key() });
    // MYR limits from site_config walletLimits: 30.00 … 50000.00
    expect((await deposit('29.99')).body).toMatchObject({ status: false, msg: 'error_min', output: { n: '30.00' } });
    expect((await deposit('50000.01')).body).toMatchObject({ status: false, msg: 'error_max', output: { n: '50000.00' } });
    expect((await deposit('0')).body).toMatchObject({ status: false, msg: 'error_amount' });
    expect((await deposit('100', 'nopay')).body).toMatchObject({ status: false, msg: 'gateway_not_found' });
    expect((await deposit('30')).body.status).toBe(true);
    expect((await deposit('50000')).body.status).toBe(true);

    const vn = await member({ countryCode: 'VN', language: 'vi', dialCode: '84', length: 9 });
    const vnd = (amount: string) => vn.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount, idempotencyKey: key() });
    expect((await vnd('100000.5')).body).toMatchObject({ status: false, msg: 'error_amount' });
    expect((await vnd('100000')).body).toMatchObject({ status: true, output: { amount: '100000', balance: '100000' } });
  });

  it('refuses a malformed payload with the field’s error key', async () => {
    const m = await member();
    const res = await m.call('wallet/deposit', { method: 'gateway', gatewayId: 'demo-pay', amount: '1.234', idempotencyKey: key() });
    expect(res.statusCode).toBe(400);
    expect(res.body.msg).toContain('error_amount');
  });
});

describe('wallet/deposit by bank transfer', () => {
  it('waits for the operator: pending, nothing moves; approval credits once', async () => {
    const m = await member();
    const operatorBankId = await firstOperatorBank(m);
    const before = await houseBalance(platform.db, 'house_deposits');
    const res = await m.call('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount: '200',
      receiptKey: await uploadedReceipt(platform, m.sid),
      idempotencyKey: key(),
    });
    expect(res.body).toMatchObject({ status: true, output: { method: 'bank', status: 'pending', amount: '200.00', balance: '0.00' } });
    expect(await balance(m)).toBe('0.00');

    const id = res.body.output!.id;
    const approved = await operatorCall<WalletRequest>(platform, 'operator/deposit-approve', { id });
    expect(approved.body).toMatchObject({ status: true, output: { id, status: 'approved', balance: '200.00' } });
    expect(await balance(m)).toBe('200.00');
    expect(await houseBalance(platform.db, 'house_deposits')).toBe(before - 20_000n);

    // Decided once: neither a second approval nor a rejection moves anything.
    expect((await operatorCall(platform, 'operator/deposit-approve', { id })).body).toMatchObject({
      status: false,
      msg: 'request_not_pending',
    });
    expect((await operatorCall(platform, 'operator/deposit-reject', { id })).body).toMatchObject({
      status: false,
      msg: 'request_not_pending',
    });
    expect(await balance(m)).toBe('200.00');
    expect(await ledgerProblems(platform.db)).toEqual([]);
  });

  it('a rejection moves nothing and keeps the reason', async () => {
    const m = await member();
    const operatorBankId = await firstOperatorBank(m);
    const res = await m.call('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount: '50',
      receiptKey: await uploadedReceipt(platform, m.sid),
      idempotencyKey: key(),
    });
    const id = res.body.output!.id;
    const rejected = await operatorCall<WalletRequest>(platform, 'operator/deposit-reject', { id, reason: 'receipt unreadable' });
    expect(rejected.body).toMatchObject({ status: true, output: { status: 'rejected', balance: '0.00' } });
    expect((await operatorCall(platform, 'operator/deposit-approve', { id })).body).toMatchObject({ msg: 'request_not_pending' });
    expect(await balance(m)).toBe('0.00');
    const history = await m.call<{ rows: { status: string; extra: Record<string, string> }[] }>('transaction/list', { type: 'deposit' });
    expect(history.body.output!.rows[0]).toMatchObject({ status: 'rejected', extra: { reason: 'receipt unreadable', method: 'bank' } });
  });

  it('needs a receipt and an operator bank of the member’s currency', async () => {
    const m = await member();
    const noReceipt = await m.call('wallet/deposit', { method: 'bank', operatorBankId: 1, amount: '50', idempotencyKey: key() });
    expect(noReceipt.statusCode).toBe(400);
    expect(noReceipt.body.msg).toContain('receiptKey');

    const th = await member({ countryCode: 'TH', language: 'th', dialCode: '66', length: 9 });
    const thaiBank = await firstOperatorBank(th);
    const wrongCurrency = await m.call('wallet/deposit', {
      method: 'bank',
      operatorBankId: thaiBank,
      amount: '50',
      receiptKey: await uploadedReceipt(platform, m.sid),
      idempotencyKey: key(),
    });
    expect(wrongCurrency.body).toMatchObject({ status: false, msg: 'operator_bank_not_found' });
  });

  it('approval and rejection need the operator key; unknown ids and the wrong kind are request_not_found', async () => {
    const m = await member();
    const operatorBankId = await firstOperatorBank(m);
    const res = await m.call('wallet/deposit', {
      method: 'bank',
      operatorBankId,
      amount: '50',
      receiptKey: await uploadedReceipt(platform, m.sid),
      idempotencyKey: key(),
    });
    const id = res.body.output!.id;
    expect((await platform.call('operator/deposit-approve', { id }, { sid: m.sid })).statusCode).toBe(401);
    expect((await operatorCall(platform, 'operator/deposit-approve', { id: 999_999 })).body).toMatchObject({ msg: 'request_not_found' });
    expect((await operatorCall(platform, 'operator/withdrawal-approve', { id })).body).toMatchObject({ msg: 'request_not_found' });
    expect((await m.call('wallet/withdraw-cancel', { id })).body).toMatchObject({ msg: 'request_not_found' });
  });
});
