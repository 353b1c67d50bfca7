import type { Database } from '../../db/connection';
import type { Device, MemberHooks } from '../members';
import { loyaltyDay } from './rules/loyalty-day';
import { bankSelfReferral, checkReferral, recordReferral, rememberDevice } from './self-referral';
import { recordVisit } from './visits';

/** A login counts for the day's login task and the streak, and keeps the device for the self-referral check. */
export async function loyaltyOnLogin(db: Database, memberId: number, facts: { now: Date; device: Device | null; dayOffsetHours: number }) {
  await Promise.all([
    recordVisit(db, memberId, loyaltyDay(facts.now, facts.dayOffsetHours)),
    facts.device ? rememberDevice(db, memberId, facts.device, facts.now) : undefined,
  ]);
}

/** Loyalty's part of registering, signing in and binding a bank account (set by platform/app.ts). */
export const loyaltyMemberHooks = {
  checkReferral,
  recordReferral,
  signedIn: loyaltyOnLogin,
  bankAccountRefusal: bankSelfReferral,
} satisfies Pick<MemberHooks, 'checkReferral' | 'recordReferral' | 'signedIn' | 'bankAccountRefusal'>;
