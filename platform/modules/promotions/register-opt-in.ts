import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connection';
import type { Member } from '../../endpoints/context';
import { claimPromotion } from './claim-promotion';
import { findPromotionByCms } from './find';

const CMS_ID = /^[1-9]\d{0,9}$/;

/**
 * A register link may carry a promotion's cmsID (the register dialog's `cmsID`): the new member is
 * opted in to that promotion in their currency right after their account is made — a welcome or
 * fixed bonus is granted, a deposit match waits for the first deposit. Registration never fails
 * because of it: an unknown id or a refused claim only goes to the log.
 */
export async function optInOnRegister(
  db: Database,
  member: Member,
  cmsId: string | undefined,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!cmsId || !CMS_ID.test(cmsId) || Number(cmsId) > 2_147_483_647) return;
  const promotion = await findPromotionByCms(db, Number(cmsId), member.currency);
  if (!promotion) return;
  const result = await claimPromotion(db, member, promotion, { source: 'register' }, now);
  if (!result.ok) log.info({ memberId: member.id, cmsId, msg: result.msg }, 'register opt-in not granted');
}
