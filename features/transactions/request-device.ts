import 'server-only';
import { cookies, headers } from 'next/headers';
import { APP_FLAG_KEY, deviceFromUserAgent } from '@/lib/device';
import type { Device } from '@/lib/module-visibility';

/** The device proxy.ts judged module visibility by: the app cookie, else the user agent. */
export async function requestDevice(): Promise<Device> {
  const [h, c] = await Promise.all([headers(), cookies()]);
  return c.get(APP_FLAG_KEY)?.value === '1' ? 'app' : deviceFromUserAgent(h.get('user-agent'));
}
