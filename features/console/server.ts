import 'server-only';
import { cookies } from 'next/headers';
import type { StaffProfile } from '@/lib/contracts/staff';
import { upstreamCall } from '@/lib/upstream';

/** The operator signed in to the console on this request (the csid cookie), or null. */
export async function consoleOperator(): Promise<StaffProfile | null> {
  const csid = (await cookies()).get('csid')?.value;
  if (!csid) return null;
  const answer = await upstreamCall('staff/me', undefined, { cookie: `csid=${csid}` });
  return answer.status && answer.output ? answer.output : null;
}
