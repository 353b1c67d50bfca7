import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { readTermsSetting } from '../common';
import { toProfile } from './member';
import { markTncAccepted } from './repository';

export const profile: Handler<'member/profile'> = async (_input, { member }) => ok(toProfile(member));

/** The member accepts the terms the dialog showed: the current version of their currency's terms. */
export const acceptTnc: Handler<'member/accept-tnc'> = async (_input, { db, member, now }) => {
  const { version } = await readTermsSetting(db, member.currency);
  const updated = await markTncAccepted(db, member.id, version, now);
  // The session was live a moment ago; a member deleted in between is the only way to get here.
  return ok(toProfile(updated ?? member));
};
