import { manualClock, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import { PIN_LOCK_MS, PIN_MAX_TRIES } from './pin';

const clock = manualClock(new Date());
let platform: TestPlatform;
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
});
afterAll(() => platform.close());

async function member() {
  const m = await registerMember(platform);
  const call = (name: string, body?: unknown) => platform.call<Record<string, unknown>>(name, body, { sid: m.sid });
  const settings = async () => (await call('wallet/settings')).body.output as { hasPin: boolean; pinLockedUntil: string | null };
  return { ...m, call, settings };
}

describe('member/pin-set', () => {
  it('sets the first PIN without a current one; wallet/settings then says so', async () => {
    const m = await member();
    expect(await m.settings()).toMatchObject({ hasPin: false, pinLockedUntil: null });
    expect((await m.call('member/pin-set', { pin: '123456', confirmPin: '123456' })).body).toMatchObject({ status: true });
    expect(await m.settings()).toMatchObject({ hasPin: true });
  });

  it('refuses a confirmation that differs, and PINs that are not 6 digits', async () => {
    const m = await member();
    expect((await m.call('member/pin-set', { pin: '123456', confirmPin: '123457' })).body).toMatchObject({
      status: false,
      msg: 'error_equalto',
    });
    const short = await m.call('member/pin-set', { pin: '12345', confirmPin: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.body.msg).toContain('error_pin');
    expect(await m.settings()).toMatchObject({ hasPin: false });
  });

  it('changing needs the current PIN, and a new one that differs', async () => {
    const m = await member();
    await m.call('member/pin-set', { pin: '111111', confirmPin: '111111' });
    expect((await m.call('member/pin-set', { pin: '222222', confirmPin: '222222' })).body).toMatchObject({ msg: 'current_pin_required' });
    expect((await m.call('member/pin-set', { pin: '222222', confirmPin: '222222', currentPin: '999999' })).body).toMatchObject({
      msg: 'pin_incorrect',
      output: { triesLeft: PIN_MAX_TRIES - 1 },
    });
    expect((await m.call('member/pin-set', { pin: '111111', confirmPin: '111111', currentPin: '111111' })).body).toMatchObject({
      msg: 'error_notequalto',
    });
    expect((await m.call('member/pin-set', { pin: '222222', confirmPin: '222222', currentPin: '111111' })).body.status).toBe(true);
    // The old PIN no longer works, the new one does.
    expect((await m.call('member/pin-set', { pin: '333333', confirmPin: '333333', currentPin: '111111' })).body.msg).toBe('pin_incorrect');
    expect((await m.call('member/pin-set', { pin: '333333', confirmPin: '333333', currentPin: '222222' })).body.status).toBe(true);
  });

  it('locks PIN use for 15 minutes after five wrong tries, on the injected clock', async () => {
    const m = await member();
    await m.call('member/pin-set', { pin: '111111', confirmPin: '111111' });
    const change = (currentPin: string) => m.call('member/pin-set', { pin: '222222', confirmPin: '222222', currentPin });
    for (let tries = 1; tries < PIN_MAX_TRIES; tries++) {
      expect((await change('000000')).body).toMatchObject({ msg: 'pin_incorrect', output: { triesLeft: PIN_MAX_TRIES - tries } });
    }
    const locked = await change('000000');
    const lockedUntil = new Date(clock.now().getTime() + PIN_LOCK_MS).toISOString();
    expect(locked.body).toMatchObject({ status: false, msg: 'pin_locked', output: { lockedUntil } });
    expect(await m.settings()).toMatchObject({ pinLockedUntil: lockedUntil });

    // The right PIN is refused while the lock lasts …
    clock.advance(PIN_LOCK_MS - 1_000);
    expect((await change('111111')).body).toMatchObject({ msg: 'pin_locked', output: { lockedUntil } });
    // … and accepted once it has passed, with a fresh series of tries.
    clock.advance(1_000);
    expect(await m.settings()).toMatchObject({ pinLockedUntil: null });
    expect((await change('000000')).body).toMatchObject({ msg: 'pin_incorrect', output: { triesLeft: PIN_MAX_TRIES - 1 } });
    expect((await change('111111')).body.status).toBe(true);
  });

  it('the lock covers withdrawals too: one counter for every use of the PIN', async () => {
    const m = await member();
    await m.call('member/pin-set', { pin: '111111', confirmPin: '111111' });
    await m.call('member/bank-add', { bankName: 'Maybank', accountName: 'Lock Test', accountNumber: '12345678' });
    const bankAccountId = ((await m.call('member/bank-list')).body.output as unknown as { id: number }[])[0]!.id;
    for (let i = 0; i < PIN_MAX_TRIES; i++) await m.call('member/pin-set', { pin: '222222', confirmPin: '222222', currentPin: '000000' });
    const res = await m.call('wallet/withdraw', { bankAccountId, amount: '60', pin: '111111', idempotencyKey: `lock-${Date.now()}` });
    expect(res.body).toMatchObject({ status: false, msg: 'pin_locked' });
  });
});
