import type { MemberProfile } from '@/lib/contracts/auth';
import type { Member } from '../../endpoints/context';

/** The member as the site sees it: never the password hash. */
export function toProfile(member: Member): MemberProfile {
  return {
    id: member.id,
    username: member.username,
    currency: member.currency,
    countryCode: member.countryCode,
    language: member.language,
    mobileno: member.mobileno,
    email: member.email,
    tncAcceptedAt: member.tncAcceptedAt ? member.tncAcceptedAt.toISOString() : null,
    tncVersion: member.tncVersion,
    createdAt: member.createdAt.toISOString(),
  };
}
