import type { MemberProfile } from './contracts/auth';
import { memberProfileSchema } from './contracts/auth';

/** proxy.ts hands the member it looked up to server components in this request header. */
export const MEMBER_HEADER = 'x-member';

export function encodeMember(member: MemberProfile): string {
  return encodeURIComponent(JSON.stringify(member));
}

export function decodeMember(value: string | null | undefined): MemberProfile | null {
  if (!value) return null;
  try {
    const parsed = memberProfileSchema.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
