import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { cache } from 'react';
import type { StaffProfile } from '@/lib/contracts/staff';
import { upstreamCall } from '@/lib/upstream';
import { canOpen } from './nav';

/** The operator signed in to the console on this request (the csid cookie), or null; asked once per request. */
export const consoleOperator = cache(async (): Promise<StaffProfile | null> => {
  const csid = (await cookies()).get('csid')?.value;
  if (!csid) return null;
  const answer = await upstreamCall('staff/me', undefined, { cookie: `csid=${csid}` });
  return answer.status && answer.output ? answer.output : null;
});

/**
 * The operator of a signed-in console page, which answers 404 to a role that may not open it.
 * The signed-in layout already sends a visitor without a session to sign-in, but a layout is not
 * rendered again when the browser moves between its pages, so the page asks too — the same
 * request-cached answer, not a second call.
 */
export async function operatorFor(href: string): Promise<StaffProfile> {
  const operator = await consoleOperator();
  if (!operator) redirect('/console/login');
  if (!canOpen(operator.role, href)) notFound();
  return operator;
}
