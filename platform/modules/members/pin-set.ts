import type { Handler } from '../../endpoints/handler';
import { done, fail } from '../../endpoints/result';
import { checkPin, findPin, insertPin, replacePin } from './pin';

/**
 * member/pin-set: the first PIN needs no current one; changing it needs the current PIN, under
 * the same lock-out as withdrawals (otherwise pin-set would be a free guessing oracle).
 */
export const pinSet: Handler<'member/pin-set'> = async ({ pin, confirmPin, currentPin }, { db, member, now }) => {
  if (pin !== confirmPin) return fail('error_equalto');

  if (!(await findPin(db, member.id))) {
    if (await insertPin(db, member.id, pin, now)) return done();
    // Another request set the first PIN a moment ago: from now on it is a change.
  }
  if (!currentPin) return fail('current_pin_required');
  const check = await checkPin(db, member.id, currentPin, now);
  if (!check.ok) return fail(check.msg, 'output' in check ? { output: check.output } : {});
  if (currentPin === pin) return fail('error_notequalto');
  await replacePin(db, member.id, pin, now);
  return done();
};
