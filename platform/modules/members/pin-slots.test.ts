import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { memberPins } from '../../db/schema-wallet';
import { testPlatform, type TestPlatform } from '../../test-support';
import { PIN, readyMember } from '../wallet/testing/wallet-fixture';
import { checkPin, SLOT_WAIT_MS } from './pin';
import { lastCheckEnded, slotClock, slotsFreed, waitForSlot, waiting } from './pin-slot-waiters';

/**
 * PIN checks waiting for a slot (pin.ts, pin-slot-waiters.ts): woken oldest first when a check ends,
 * and given up only when no check has ended for SLOT_WAIT_MS (then too_many_requests, never a lock).
 */
let platform: TestPlatform;
let clock = 1_000_000;
const realNow = slotClock.now;
beforeAll(async () => {
  platform = await testPlatform();
  slotClock.now = () => clock;
});
afterAll(async () => {
  slotClock.now = realNow;
  await platform.close();
});

const settled = <T>(promise: Promise<T>) => {
  const state: { value?: T } = {};
  void promise.then((value) => (state.value = value));
  return state;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('waiting for a slot', () => {
  it('wakes the oldest waiters first, as many as slots freed, and every one when the PIN locks', async () => {
    const db = {} as Database;
    const woken: number[] = [];
    const waiters = [0, 1, 2, 3].map((i) => waitForSlot(db, 7, 5).then(() => woken.push(i)));
    slotsFreed(db, 7, 2);
    await sleep(0);
    expect(woken).toEqual([0, 1]);
    expect(lastCheckEnded(db, 7)).toBe(clock);
    slotsFreed(db, 7, Number.POSITIVE_INFINITY);
    await Promise.all(waiters);
    expect(woken).toEqual([0, 1, 2, 3]);
    slotsFreed(db, 7, 1); // a check ends with nobody waiting: nothing kept
    expect(lastCheckEnded(db, 7)).toBe(0);
  });

  it('answers too_many_requests, not pin_locked, once no check has ended for the wait limit, and counts no wrong try', async () => {
    const m = await readyMember(platform, '0');
    const id = m.profile.id;
    await platform.db.update(memberPins).set({ inFlight: 5, inFlightAt: new Date() }).where(eq(memberPins.memberId, id));
    const check = settled(checkPin(platform.db, id, PIN, new Date()));
    await vi.waitFor(() => expect(waiting(platform.db, id)).toBe(1));

    // One millisecond inside the limit since it started: its own looks (within 2.25 s) keep it waiting.
    clock += SLOT_WAIT_MS - 1;
    await sleep(2_300);
    expect(check.value).toBeUndefined();
    // A check ends (the slot goes to someone else): the limit now counts from here, not from the start.
    slotsFreed(platform.db, id, 1);
    await vi.waitFor(() => expect(waiting(platform.db, id)).toBe(1));
    clock += SLOT_WAIT_MS - 1;
    await sleep(3_100);
    expect(check.value).toBeUndefined();

    clock += 2;
    await vi.waitFor(() => expect(check.value).toEqual({ ok: false, msg: 'too_many_requests' }), { timeout: 7_000 });
    const [row] = await platform.db.select().from(memberPins).where(eq(memberPins.memberId, id));
    expect(row).toMatchObject({ failedCount: 0, lockedUntil: null, inFlight: 5 });
  });

  it('takes a slot as soon as a check frees one', async () => {
    const m = await readyMember(platform, '0');
    const id = m.profile.id;
    await platform.db.update(memberPins).set({ inFlight: 5, inFlightAt: new Date() }).where(eq(memberPins.memberId, id));
    const check = settled(checkPin(platform.db, id, PIN, new Date()));
    await vi.waitFor(() => expect(waiting(platform.db, id)).toBe(1));
    await platform.db.update(memberPins).set({ inFlight: 4 }).where(eq(memberPins.memberId, id));
    slotsFreed(platform.db, id, 1);
    await vi.waitFor(() => expect(check.value).toEqual({ ok: true }), { timeout: 5_000 });
  });
});
